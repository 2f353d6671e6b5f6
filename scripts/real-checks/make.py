"""Checks made from real photos: `python3 make.py OUT PHOTOS [SET...]`, run by real-checks.ts once
it has written the app's outlines of the photos' tiles to OUT/outlines.json (given SETs, only those
are made again). Each photo's tiles are cut out (OpenCV's GrabCut, started from those outlines)
and then

- colours, colours2, colours3: recoloured, three sets of face and pip colours each, on their own
  table, on white paper or on dark cloth, a third of them dim (pink with yellow pips among them);
- tables: laid on white paper, a white tablecloth, light wood and marble, lit as in the photo;
- steep, chair: the photo seen from lower down, toward each of its four sides in turn; from a
  chair at the table, steeper still;
- glossy: laid on a glossy black table with lamps, a window and the tiles' ghosts mirrored in it,
  half of them dim;
- twelves: each tile's pips painted out and painted again as a double-12 set's 7 to 12, in the
  pips' own colour or coloured by value, on their own table or a white tablecloth, a third dim;
- turns, turns2: each photo turned by every 25th degree (from 5 and from 17 degrees; `turns2`
  kept for measuring only);
- variants, ladder: each photo dim, warm, blurred, turned; and in harder steps (dark, gained,
  blurred, moved, small, steep, JPEG at 12);
- blurred, defocus: each photo and its tiles on the light tables blurred by a share of a tile's
  width (Gaussian, moved) and out of focus by a lens's disk (`blurred2`, `defocus2` made with
  other seeds, kept for measuring only);
- lit: each photo and its tiles on a light table half in a shadow, under a phone's flash in a dim
  room, and by one warm lamp low at a side;
- far: each photo's tiles small in a phone's 4000 x 3000 frame, on dark cloth or a light table;
- surfaces, patterns: each photo's tiles on coloured paper, towels, a white board; on checks, dots
  and stripes (`patterns2` made with another seed, kept for measuring only);
- close: each photo cut close around its tiles, at 1000 and 3000 px;
- looks, sizes, stretched: each photo cool, oversaturated, oversharpened, vignetted, hazy, in grey;
  at 256 to 4,096 px on its long side; squeezed along one side as an export to a square squeezes a
  4:3, 3:2 or 16:9 photo (looks.py);
- hands, hands2: a large hand (10 to 16 tiles) of one set's real tiles, in rows or scattered
  (hands.py); `hands2` made with another seed, kept for measuring only;
- combined, combined2: each photo four times with several of these changes at once, each mild
  (combined.py); `combined2` made with another seed, kept for measuring only.

Each set is a folder with a labels.json, as `npm run photo-accuracy` reads it. Fixed seeds: the same
photos and outlines give the same sets.
"""

import json
import math
import os
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'pip-model'))
from tile import pip_layout  # noqa: E402  (the renderer's layouts: one statement of them)
from combined import combined  # noqa: E402
from hands import hands, tiles_of_sets  # noqa: E402
from looks import looks, sizes, stretched  # noqa: E402
from scene import (by_flash, by_lamp, cast_shadow, dim, far_away, filled, in_shadow, moved, out_of_focus,  # noqa: E402
                   on_light_tables, other_table, outlines_of, own_and_light_tables, recolour, scaled, soft_edges, table,
                   tile_width, tiles_mask)

SCHEMES = {  # BGR face, BGR pips and bar
    'colours': {
        'pink-yellow': ([185, 140, 245], [40, 205, 245]),
        'red-white': ([40, 40, 200], [240, 240, 240]),
        'green-gold': ([90, 150, 40], [60, 190, 230]),
        'blue-white': ([170, 90, 30], [235, 235, 235]),
        'black-white': ([32, 30, 30], [235, 235, 235]),
        'yellow-black': ([60, 200, 235], [25, 25, 25]),
    },
    'colours2': {
        'pink-yellow2': ([200, 160, 250], [30, 220, 250]),
        'rose-gold': ([170, 120, 235], [50, 190, 235]),
        'purple-yellow': ([150, 60, 120], [50, 220, 240]),
        'orange-white': ([40, 130, 240], [240, 240, 240]),
        'teal-yellow': ([150, 150, 40], [60, 220, 240]),
        'ivory-red': ([200, 230, 240], [40, 40, 190]),
        'brown-white': ([40, 70, 110], [230, 235, 235]),
    },
    'colours3': {
        'pink-yellow3': ([190, 150, 240], [20, 200, 240]),
        'magenta-yellow': ([160, 80, 220], [40, 210, 245]),
        'red-yellow': ([50, 50, 210], [40, 210, 240]),
        'navy-white': ([100, 40, 20], [235, 235, 235]),
        'green-white': ([60, 140, 30], [240, 240, 240]),
        'pink-white': ([190, 160, 245], [245, 245, 245]),
        'lilac-yellow': ([220, 170, 200], [40, 200, 240]),
    },
}
SEEDS = {'colours': 4242, 'colours2': 777, 'colours3': 99, 'tables': 11, 'steep': 2718, 'glossy': 1618,
         'twelves': 1212, 'variants': 7, 'ladder': 11, 'blurred': 23, 'defocus': 99, 'blurred2': 2323,
         'defocus2': 9999,
         'lit': 314, 'far': 5, 'surfaces': 78, 'patterns': 77, 'close': 3, 'hands': 21, 'hands2': 2121,
         'combined': 31, 'combined2': 3131, 'patterns2': 7777, 'turns': 25, 'turns2': 2525,
         'looks': 8, 'sizes': 9, 'stretched': 10, 'chair': 31337}
# A double-12 set's halves, the high values most: none of the real photos has a half above 9.
TWELVE_VALUES = (7, 8, 9, 10, 10, 11, 11, 12, 12)
# Pips coloured by value, as many double-12 sets colour them (BGR).
CODED = {7: [150, 40, 120], 8: [140, 130, 20], 9: [40, 110, 30], 10: [30, 30, 190], 11: [40, 90, 170],
         12: [60, 60, 60]}


def tables(rng, cut, labels, write):
    for name, image, m, _ in cut:
        for kind, picture in on_light_tables(rng, image, m):
            write(f'{kind}-{name}', picture, labels[name], [kind])


def colours(rng, schemes, cut, labels, write):
    for name, image, m, polys in cut:
        h, w = image.shape[:2]
        for scheme in rng.choice(list(schemes), 3, replace=False):
            picture, soft = recolour(image, m, polys, *schemes[scheme])
            for where in ('own', rng.choice(['paper', 'darkcloth'])):
                out = picture
                if where != 'own':
                    out = picture * soft + table(rng, where, h, w, grain=0.03) * (1 - 0.35 * cast_shadow(soft)) * (1 - soft)
                kinds = [str(scheme), str(where)]
                if rng.random() < 0.33:
                    out = dim(rng, out)
                    kinds.append('dim')
                write(f'{scheme}-{where}-{name}', out, labels[name], kinds)


def seen_from(name, pulled, foreshortened=None):
    """Photos `name`0-3-PHOTO: the far edge pulled in by `pulled` of the width a side, and the
    picture foreshortened to `foreshortened` of its height (by as much as the edge is pulled in,
    where not given)."""
    low = foreshortened is None

    def build(rng, photos, labels, write):
        for photo, image in photos:
            for turn in range(4):
                t = float(rng.uniform(*pulled))
                f = 1 - t if low else float(rng.uniform(*foreshortened))
                r = np.ascontiguousarray(np.rot90(image, turn))
                h, w = r.shape[:2]
                frame = np.float32([[0, 0], [w, 0], [w, h], [0, h]])
                seen = np.float32([[t * w, 0], [w - t * w, 0], [w, h], [0, h]])
                o = cv2.warpPerspective(r, cv2.getPerspectiveTransform(frame, seen), (w, h),
                                        borderMode=cv2.BORDER_REPLICATE)
                o = cv2.resize(o, (w, int(h * f)), interpolation=cv2.INTER_AREA)
                kind = (('pulled in 0.08-0.15' if t < 0.15 else 'pulled in 0.15-0.22') if low
                        else 'foreshortened 0.5-0.6' if f < 0.6 else 'foreshortened 0.6-0.7')
                write(f'{name}{turn}-{photo}', np.rot90(o, -turn), labels[photo], [kind])
    return build


def glossy(rng, cut, labels, write):
    for name, image, m, polys in cut:
        f = image.astype(np.float32)
        h, w = f.shape[:2]
        tw = tile_width(polys)
        soft = soft_edges(m)
        for k in range(2):
            yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
            black = np.full((h, w, 3), rng.uniform(12, 28), np.float32) * (0.8 + 0.4 * (yy / h))[..., None]
            for _ in range(int(rng.integers(1, 4))):  # lamps
                cx, cy, r = rng.uniform(0, w), rng.uniform(0, h), tw * rng.uniform(0.4, 2.0)
                blob = np.exp(-(((xx - cx) / r) ** 2 + ((yy - cy) / (r * rng.uniform(0.5, 1))) ** 2))
                black += blob[..., None] * rng.uniform(120, 240) * np.array([1, rng.uniform(0.9, 1), rng.uniform(0.8, 1)], np.float32)
            if rng.random() < 0.6:  # a window
                x0 = rng.uniform(0, w)
                black += np.exp(-((xx - x0 - 0.3 * yy) / (tw * rng.uniform(1, 3))) ** 2)[..., None] * rng.uniform(40, 90)
            # The tiles' reflection: a faint blurred ghost, offset toward the camera.
            move = np.float32([[1, 0, 0], [0, 1, tw * rng.uniform(0.3, 1.0)]])
            ghost = cv2.GaussianBlur(cv2.warpAffine(f * soft, move, (w, h)), (0, 0), tw * 0.08)
            ghost_mask = cv2.GaussianBlur(cv2.warpAffine(soft, move, (w, h)), (0, 0), tw * 0.08)[..., None]
            a = rng.uniform(0.12, 0.3)
            black = black * (1 - a * ghost_mask) + a * ghost
            out = f * soft + black * (1 - soft)
            kinds = ['glossy']
            if k == 1:
                out = dim(rng, out, top=0.85)
                kinds.append('dim')
            write(f'glossy{k}-{name}', out, labels[name], kinds)


def repainted(rng, image, m, polys, coded):
    """Each tile's pips painted out (the bar kept) and new ones painted, shaded as the face; gives
    the picture and the tiles' faces."""
    f = image.astype(np.float32)
    # A face without its pips: each colour closed and then opened by a disk wider than a pip (a
    # coloured pip is darker than the face in one colour and may be lighter in another); the
    # rim's shade and the bar are left as they are.
    tw = tile_width(polys)
    disk = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (int(tw * 0.35) | 1,) * 2)
    bare = cv2.morphologyEx(cv2.morphologyEx(image, cv2.MORPH_CLOSE, disk), cv2.MORPH_OPEN, disk).astype(np.float32)
    ink = np.zeros(m.shape, bool)
    region = np.zeros(m.shape, np.float32)
    faces, paint = [], []
    for pts in polys:
        # The tile under the outline: the cut-out's extent along and across the outline's axes.
        along, across = pts[1] - pts[0], pts[3] - pts[0]
        along, across = along / np.linalg.norm(along), across / np.linalg.norm(across)
        ys, xs = np.nonzero(filled(m.shape, scaled(pts, 1.06)) & (m > 0.5))
        d = np.stack([xs, ys], 1) - pts.mean(0)
        (a0, a1), (c0, c1) = np.percentile(d @ along, [1, 99]), np.percentile(d @ across, [1, 99])
        centre = pts.mean(0) + along * (a0 + a1) / 2 + across * (c0 + c1) / 2
        length, width = a1 - a0, c1 - c0
        face = filled(m.shape, scaled(pts, 1.04)) & (m > 0.5)
        d = np.stack(np.nonzero(face)[::-1], 1) - centre
        a, c = np.abs(d @ along), np.abs(d @ across)
        inside = np.zeros(m.shape, bool)
        inside[np.nonzero(face)] = (a > 0.035 * length) & (a < 0.48 * length) & (c < 0.46 * width)
        region[inside] = 1
        ink |= inside & (np.abs(f - bare).max(2) > 40)
        values = [int(rng.choice(TWELVE_VALUES)) for _ in range(2)]
        faces.append('-'.join(map(str, sorted(values))))
        r = width * rng.uniform(0.045, 0.06)
        for half, value in zip((-1, 1), values):
            colour = np.float32(CODED[value]) if coded else None
            for x, y in pip_layout(value):
                at = centre + across * x * width / 2 * 0.85 + along * (half + y * 0.85) * length / 4
                paint.append((at, r, colour))
    # The set's own pips' colour: the darkest third of what was painted out.
    lightness = f[ink].mean(1)
    own = np.median(f[ink][lightness <= np.percentile(lightness, 30)], 0)
    region = cv2.GaussianBlur(region, (0, 0), max(1, tw / 40))[..., None]
    out = bare * region + f * (1 - region)
    shade = out.mean(2) / max(float(np.percentile(out.mean(2)[m > 0.5], 75)), 1)
    for at, r, colour in paint:
        spot = np.zeros(m.shape, np.uint8)
        cv2.circle(spot, tuple(int(round(v * 8)) for v in at), int(round(r * 8)), 255, -1, cv2.LINE_AA, shift=3)
        a = cv2.GaussianBlur(spot.astype(np.float32) / 255, (0, 0), 0.6)[..., None]
        out = out * (1 - a) + a * (own if colour is None else colour) * np.clip(shade, 0.3, 1.3)[..., None]
    return out, faces


def twelves(rng, cut, labels, write):
    for name, image, m, polys in cut:
        # Tiles narrower than 48 px (a 640 px photo's) are enlarged first: twelve pips need room.
        k = max(1.0, 48 / tile_width(polys))
        if k > 1:
            size = (int(image.shape[1] * k), int(image.shape[0] * k))
            image, m, polys = cv2.resize(image, size, interpolation=cv2.INTER_CUBIC), cv2.resize(m, size), [p * k for p in polys]
        h, w = image.shape[:2]
        soft = soft_edges(m)
        for variant in range(3):
            coded = variant > 0 and rng.random() < 0.7
            picture, faces = repainted(rng, image, m, polys, coded)
            where = 'own' if variant != 1 else 'cloth'
            if where == 'cloth':
                picture = picture * soft + table(rng, 'cloth', h, w) * (1 - 0.35 * cast_shadow(soft)) * (1 - soft)
            kinds = [where, 'coloured by value' if coded else 'one pip colour']
            if variant == 2:
                picture = dim(rng, picture)
                kinds.append('dim')
            label = {**labels[name], 'pips': sum(sum(map(int, f.split('-'))) for f in faces), 'faces': faces,
                     'conditions': f"{name}'s tiles, their pips painted again"}
            write(f'twelves{variant}-{name}', picture, label, kinds)


def variants(rng, photos, labels, write):
    """Each photo dim (a 1.6 gamma at 35 % light, with noise), warm, blurred by a 400th of its long
    side, dim and blurred, and turned 17 degrees onto a frame that holds all of it."""
    def dimmed(im):
        f = (im / 255.0) ** 1.6 * 0.35
        return np.clip((f + rng.normal(0, 0.015, f.shape)) * 255, 0, 255).astype(np.uint8)

    def warm(im):
        f = im.astype(np.float32)
        f[..., 0] *= 0.7
        f[..., 2] *= 1.12
        return np.clip(f, 0, 255).astype(np.uint8)

    def softened(im):
        return cv2.GaussianBlur(im, (0, 0), max(im.shape[:2]) / 400)

    for name, image in photos:
        for kind, make in (('dim', dimmed), ('warm', warm), ('blurred', softened),
                           ('dim-blurred', lambda x: dimmed(softened(x))), ('turned', lambda x: turned(x, 17))):
            write(f'{kind}-{name}', make(image), labels[name], [kind])


def turned(im, degrees, border=None):
    """The photo turned onto a frame that holds all of it, the corners filled with its edges
    drawn out, or with `border` (a colour)."""
    h, w = im.shape[:2]
    c, s = abs(math.cos(math.radians(degrees))), abs(math.sin(math.radians(degrees)))
    size = (int(w * c + h * s), int(w * s + h * c))
    turn = cv2.getRotationMatrix2D((w / 2, h / 2), degrees, 1)
    turn[0, 2] += (size[0] - w) / 2
    turn[1, 2] += (size[1] - h) / 2
    if border is None:
        return cv2.warpAffine(im, turn, size, borderMode=cv2.BORDER_REPLICATE)
    return cv2.warpAffine(im, turn, size, flags=cv2.INTER_CUBIC, borderMode=cv2.BORDER_CONSTANT, borderValue=border)


def turns(first):
    """Each photo turned by every 25th degree from `first`, its corners the colour of its edges:
    the tiles and whatever else is in the photo (a box's printed letters) at every slant."""
    def build(rng, photos, labels, write):
        for name, image in photos:
            edges = np.concatenate([image[0], image[-1], image[:, 0], image[:, -1]])
            border = [float(v) for v in np.median(edges, 0)]
            for degrees in range(first, 360, 25):
                out = turned(image, degrees, border)
                write(f'turned{degrees:03d}-{name}', out + rng.normal(0, 2, out.shape), labels[name],
                      [f'turned {degrees // 90 * 90} to {degrees // 90 * 90 + 90} degrees'])
    return build


def ladder(rng, photos, labels, write):
    """Each photo in harder steps: shot in the dark (a sensor's shot and read noise) and shown
    dark or with the gain up, blurred by the photo's side, moved, small, seen steeply, JPEG at 12."""
    full_well = 2000.0

    def shot(linear, exposure, gain):
        electrons = rng.poisson(np.clip(linear * exposure * full_well, 0, None)).astype(np.float32)
        return (electrons + rng.normal(0, 3, linear.shape)) / full_well / exposure * gain

    def srgb(f):
        return np.clip(np.clip(f, 0, 1) ** (1 / 2.2) * 255 + 0.5, 0, 255).astype(np.uint8)

    def dark(e):
        return lambda im: srgb(shot((im / 255.0) ** 2.2, e, e))

    def gained(e):
        return lambda im: cv2.medianBlur(srgb(shot((im / 255.0) ** 2.2, e, 1.0)), 3)

    def blur(k):
        return lambda im: cv2.GaussianBlur(im, (0, 0), max(im.shape[:2]) / k)

    def smeared(k):
        return lambda im: moved(im, int(max(im.shape[:2]) / k) | 1, 30)

    def small(k):
        return lambda im: cv2.resize(im, None, fx=k, fy=k, interpolation=cv2.INTER_AREA)

    def steeply(t):
        def tilt(im):
            h, w = im.shape[:2]
            frame = np.float32([[0, 0], [w, 0], [w, h], [0, h]])
            seen = np.float32([[t * w, 0], [w - t * w, 0], [w, h], [0, h]])
            o = cv2.warpPerspective(im, cv2.getPerspectiveTransform(frame, seen), (w, h), borderMode=cv2.BORDER_REPLICATE)
            return cv2.resize(o, (w, int(h * (1 - t * 0.8))), interpolation=cv2.INTER_AREA)
        return tilt

    steps = {'dark12': dark(0.12), 'dark05': dark(0.05), 'gain05': gained(0.05), 'gain02': gained(0.02),
             'blur150': blur(150), 'blur100': blur(100), 'motion60': smeared(60), 'small35': small(0.35),
             'steep35': steeply(0.35), 'jpeg12': None}
    for name, image in photos:
        for kind, make in steps.items():
            write(f'{kind}-{name}', image if make is None else make(image), labels[name], [kind],
                  quality=12 if kind == 'jpeg12' else 88)


def blurred(rng, cut, labels, write):
    """Each photo and its tiles on the light tables, blurred as a person still reads them: by 5 and
    7 % of a tile's width (Gaussian) and moved by 20 % of it, with a little noise."""
    for name, image, m, polys in cut:
        w = tile_width(polys)
        for where, picture in own_and_light_tables(rng, image, m):
            for kind, k in (('gauss05', 0.05), ('gauss07', 0.07), ('motion20', 0.2)):
                out = (moved(picture, int(k * w) | 1, rng.uniform(0, 180)) if kind == 'motion20'
                       else cv2.GaussianBlur(picture, (0, 0), k * w))
                write(f'{kind}-{where}-{name}', out + rng.normal(0, 2, out.shape), labels[name], [kind, where], quality=85)


def defocus(rng, cut, labels, write):
    """Each photo and its tiles on the light tables out of focus as a lens makes it: a disk whose
    radius is 6 to 14 % of a tile's width, with a little noise."""
    for name, image, m, polys in cut:
        w = tile_width(polys)
        for where, picture in own_and_light_tables(rng, image, m):
            r = rng.uniform(0.06, 0.14) * w
            out = out_of_focus(picture, r)
            kind = 'disk under 10 %' if r < 0.1 * w else 'disk 10 % or more'
            write(f'disk{int(100 * r / w):02d}-{where}-{name}', out + rng.normal(0, 2.5, out.shape), labels[name],
                  [kind, where], quality=85)


def lit(rng, cut, labels, write):
    """Each photo and its tiles on a light table, half in a shadow, by a flash, by a low lamp."""
    for name, image, m, polys in cut:
        tw, centre, soft = tile_width(polys), np.concatenate(polys).mean(0), soft_edges(m)
        tables = own_and_light_tables(rng, image, m)
        for where, picture in (tables[0], tables[1 + int(rng.integers(4))]):
            for kind, light in (('shadow', in_shadow), ('flash', by_flash), ('lamp', by_lamp)):
                write(f'{kind}-{where}-{name}', light(rng, picture, soft, centre, tw), labels[name], [kind, where])


def far(rng, cut, labels, write):
    """Each photo's tiles in a phone's frame as from higher up: a tile a 32nd, 48th and 64th of its
    long side wide (a hand photographed from 40 cm to standing height), on dark cloth or a light table."""
    for name, image, m, polys in cut:
        for share in (32, 48, 64):
            where = str(rng.choice(['darkcloth', 'paper', 'cloth', 'wood', 'marble']))
            write(f'far{share}-{where}-{name}', far_away(rng, image, m, tile_width(polys), 1 / share, where),
                  labels[name], [f'a 1/{share} tile', where])


def laid_on(kinds):
    """Each photo's tiles on each of `kinds` of table (scene.other_table), with their shadow."""
    def build(rng, cut, labels, write):
        for name, image, m, polys in cut:
            soft = soft_edges(m)
            for kind in kinds:
                under = other_table(rng, kind, *image.shape[:2], tile_width(polys)) * (1 - 0.35 * cast_shadow(soft))
                write(f'{kind}-{name}', image * soft + under * (1 - soft) + rng.normal(0, 2, image.shape),
                      labels[name], [kind])
    return build


def close(rng, cut, labels, write):
    """Each photo cut to its tiles, a 20th or a quarter of their span around them, and brought to
    1000 and 3000 px on its long side: a close-up, as a phone's 12 MP photo of one or two tiles."""
    for name, image, _, polys in cut:
        points = np.concatenate(polys)
        (x0, y0), (x1, y1) = points.min(0), points.max(0)
        for margin in (0.05, 0.25):
            mx, my = margin * (x1 - x0), margin * (y1 - y0)
            part = image[int(max(0, y0 - my)):int(min(image.shape[0], y1 + my)),
                         int(max(0, x0 - mx)):int(min(image.shape[1], x1 + mx))]
            for side in (1000, 3000):
                k = side / max(part.shape[:2])
                picture = cv2.resize(part, None, fx=k, fy=k, interpolation=cv2.INTER_CUBIC if k > 1 else cv2.INTER_AREA)
                write(f'close{int(margin * 100):02d}-{side}-{name}', picture, labels[name],
                      [f'a {int(margin * 100)} % margin', f'{side} px'], quality=92)


def main():
    out, photos, only = sys.argv[1], sys.argv[2], set(sys.argv[3:])
    labels = {l['file']: l for l in json.load(open(os.path.join(photos, 'labels.json')))}
    originals, cut, read = [], [], {}
    for o in json.load(open(os.path.join(out, 'outlines.json'))):
        name = os.path.basename(o['file'])
        image = cv2.imread(o['file'])
        polys = outlines_of(o, image)
        originals.append((name, image))
        cut.append((name, image, tiles_mask(image, polys), polys))
        read[name] = o['halves']

    def make(set_name, build, *args):
        if only and set_name not in only:
            return
        folder = os.path.join(out, set_name)
        os.makedirs(folder, exist_ok=True)
        written = []

        def write(file, picture, label, kinds, quality=90):
            cv2.imwrite(os.path.join(folder, file), np.clip(picture, 0, 255).astype(np.uint8),
                        [cv2.IMWRITE_JPEG_QUALITY, quality])
            written.append({**label, 'file': file, 'kinds': kinds})

        build(np.random.default_rng(SEEDS[set_name]), *args, labels, write)
        with open(os.path.join(folder, 'labels.json'), 'w') as f:
            json.dump(written, f, indent=1)
        print(set_name, len(written))

    for set_name, schemes in SCHEMES.items():
        make(set_name, colours, schemes, cut)
    make('tables', tables, cut)
    make('steep', seen_from('steep', (0.08, 0.22)), originals)
    make('chair', seen_from('chair', (0.15, 0.3), (0.5, 0.7)), originals)
    make('glossy', glossy, cut)
    make('twelves', twelves, cut)
    make('variants', variants, originals)
    make('turns', turns(5), originals)
    make('turns2', turns(17), originals)
    make('ladder', ladder, originals)
    make('blurred', blurred, cut)
    make('defocus', defocus, cut)
    make('blurred2', blurred, cut)
    make('defocus2', defocus, cut)
    make('lit', lit, cut)
    make('far', far, cut)
    make('surfaces', laid_on(['paper-teal', 'paper-yellow', 'paper-red', 'paper-blue', 'towel-white', 'towel-blue',
                              'towel-pink', 'whiteboard']), cut)
    make('patterns', laid_on(['gingham', 'gingham-fine', 'polka', 'stripes']), cut)
    make('patterns2', laid_on(['gingham', 'gingham-fine', 'polka', 'stripes']), cut)
    make('close', close, cut)
    make('looks', looks, originals)
    make('sizes', sizes, originals)
    make('stretched', stretched, originals)
    if not only or only & {'hands', 'hands2'}:
        build = hands(tiles_of_sets(cut, read, labels))
        make('hands', build, cut)
        make('hands2', build, cut)
    every_scheme = {k: v for schemes in SCHEMES.values() for k, v in schemes.items()}
    make('combined', combined(every_scheme), cut)
    make('combined2', combined(every_scheme), cut)


if __name__ == '__main__':
    main()
