"""The pieces the real checks are made of (make.py): the app's outlines of a photo's tiles, the
tiles cut out along them, recoloured, laid on light tables with their shadow, moved, dimmed and lit
as rooms light them."""

import math

import cv2
import numpy as np


def outlines_of(o, image):
    # The look's size is rounded to the model's stride on each side: x and y scale apart.
    sx, sy = image.shape[1] / o['width'], image.shape[0] / o['height']
    return [np.array([[p['x'] * sx, p['y'] * sy] for p in corners], np.float32) for corners in o['tiles']]


def scaled(pts, k):
    centre = pts.mean(0)
    return ((pts - centre) * k + centre).astype(np.int32)


def short_side(pts):
    return min(np.linalg.norm(pts[i] - pts[(i + 1) % 4]) for i in range(4))


def tile_width(polys):
    """The tiles' width in the photo: the median of the outlines' short sides."""
    return float(np.median([short_side(p) for p in polys]))


def moved(image, n, degrees):
    """Motion blur: the picture smeared along a line n pixels long, turned by `degrees`."""
    line = np.zeros((n, n), np.float32)
    line[n // 2, :] = 1
    line = cv2.warpAffine(line, cv2.getRotationMatrix2D((n / 2 - 0.5, n / 2 - 0.5), degrees, 1), (n, n))
    return cv2.filter2D(image, -1, line / line.sum())


def out_of_focus(picture, r):
    """Out of focus as a lens makes it: each point spread over a disk of radius r pixels."""
    n = 2 * int(math.ceil(r)) + 1
    disk = np.zeros((n, n), np.float32)
    cv2.circle(disk, (n // 2, n // 2), int(round(r)), 1, -1, cv2.LINE_AA)
    return cv2.filter2D(picture, -1, disk / disk.sum())


def tiles_mask(image, polys):
    """Where the tiles are (1) and the table (0): GrabCut from the outlines, sure inside 0.8 of them."""
    mask = np.full(image.shape[:2], cv2.GC_BGD, np.uint8)
    for pts in polys:
        cv2.fillPoly(mask, [scaled(pts, 1.25)], cv2.GC_PR_BGD)
    for pts in polys:
        cv2.fillPoly(mask, [scaled(pts, 1.02)], cv2.GC_PR_FGD)
        cv2.fillPoly(mask, [scaled(pts, 0.8)], cv2.GC_FGD)
    cv2.grabCut(image, mask, None, np.zeros((1, 65)), np.zeros((1, 65)), 5, cv2.GC_INIT_WITH_MASK)
    return np.isin(mask, [cv2.GC_FGD, cv2.GC_PR_FGD]).astype(np.float32)


def filled(shape, pts):
    out = np.zeros(shape, np.uint8)
    cv2.fillPoly(out, [pts], 1)
    return out > 0


def soft_edges(m):
    return cv2.GaussianBlur(m, (0, 0), max(1, m.shape[1] / 800))[..., None]


def cast_shadow(soft):
    """The tiles' shadow on the table, a little down and to the right."""
    w = soft.shape[1]
    return cv2.GaussianBlur(np.roll(soft[..., 0], (int(w / 150), int(w / 150)), (0, 1)), (0, 0), w / 150)[..., None]


def recolour(image, m, polys, face_colour, mark_colour):
    """Each face in `face_colour` and its marks (what is darker or of another colour than the
    face, inside it) in `mark_colour`, both shaded as the photo shades them; the tiles' sides in
    the face's colour. Returns the picture and the tiles' soft mask."""
    f = image.astype(np.float32)
    lightness = f.mean(2)
    out = f.copy()
    polys = [scaled(p, 1.04).astype(np.float32) for p in polys]
    face_masks = [filled(m.shape, pts.astype(np.int32)) & (m > 0.5) for pts in polys]
    faces = np.any(face_masks, axis=0)
    for pts, face in zip(polys, face_masks):
        if face.sum() < 20:
            continue
        reference = np.median(f[face], 0)
        light = np.percentile(lightness[face], 75)
        darker = (light - lightness) / light
        other = np.linalg.norm(f - reference, axis=2) / 160
        # Marks lie inside the face; a dark seam at its rim, where tiles touch, is shade.
        inner = filled(m.shape, scaled(pts, 0.94))
        w = np.clip((np.maximum(darker, other) - 0.25) / 0.35, 0, 1) * face * inner
        shade = np.clip(lightness / light, 0, 1.3)
        plain = (1 - w) * face
        k = short_side(pts) / 5
        around = cv2.GaussianBlur(shade * plain, (0, 0), k) / (cv2.GaussianBlur(plain, (0, 0), k) + 1e-3)
        around = np.clip(around, 0.3, 1.3)
        new = ((1 - w)[..., None] * np.float32(face_colour) * shade[..., None]
               + w[..., None] * np.float32(mark_colour) * around[..., None])
        out[face] = new[face]
        side = filled(m.shape, scaled(pts, 1.3)) & (m > 0.5) & ~faces
        out[side] = (np.float32(face_colour) * shade[..., None])[side]
    soft = soft_edges(m)
    return out * soft + f * (1 - soft), soft


BASES = {'paper': [232, 234, 236.], 'cloth': [225, 228, 230.], 'wood': [120, 165, 200.],
         'marble': [215, 215, 212.], 'darkcloth': [45, 40, 38.]}


def table(rng, kind, h, w, grain=0.02):
    """A plain table lit a little unevenly: paper, a cloth's weave, wood's grain or marble's veins."""
    yy, xx = np.mgrid[0:h, 0:w] / max(h, w)
    grad = 0.88 + 0.12 * (xx * rng.uniform(-1, 1) + yy * rng.uniform(-1, 1))
    noise = cv2.GaussianBlur(rng.normal(0, 1, (h, w)).astype(np.float32), (0, 0), 2) * grain
    if kind == 'cloth':
        noise += 0.03 * np.sin(xx * max(h, w) * 1.3) * np.sin(yy * max(h, w) * 1.3)
    elif kind == 'darkcloth':
        noise += 0.08 * np.sin(xx * max(h, w) * 1.1) * np.sin(yy * max(h, w) * 0.9)
    elif kind == 'wood':
        noise += 0.06 * np.sin((yy * 40 + 3 * np.sin(xx * 7)) * 6.28)
    elif kind == 'marble':
        v = cv2.GaussianBlur(rng.normal(0, 1, (h, w)).astype(np.float32), (0, 0), max(h, w) / 40)
        noise -= 0.25 * np.exp(-(v / (np.abs(v).max() + 1e-6) * 12) ** 2)
    return np.array(BASES[kind])[None, None, :] * (grad + noise)[..., None]


PAPERS = {'teal': [150, 160, 60], 'yellow': [90, 220, 240], 'red': [50, 50, 190], 'blue': [190, 120, 60]}
TOWELS = {'white': [235, 238, 240], 'blue': [170, 110, 60], 'pink': [180, 160, 235]}


def other_table(rng, kind, h, w, tw):
    """A table of another kind, its texture sized by the tiles' width `tw`: coloured paper
    (`paper-teal`), a towel's loops (`towel-white`), a white board with a lamp's glare, or a
    printed cloth: checks a tile wide (`gingham`) or a quarter of one (`gingham-fine`), dots the
    size of pips and as far apart (`polka`), stripes a quarter of a tile wide (`stripes`)."""
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32) / max(h, w)
    light = 0.9 + 0.1 * (xx * rng.uniform(-1, 1) + yy * rng.uniform(-1, 1))
    a = rng.uniform(0, math.pi)
    u = (xx * math.cos(a) + yy * math.sin(a)) * max(h, w) / tw
    v = (yy * math.cos(a) - xx * math.sin(a)) * max(h, w) / tw
    two = lambda k, one, other: np.array(one) * (1 - k[..., None]) + np.array(other) * k[..., None]  # noqa: E731
    if kind.startswith('paper-'):
        grain = cv2.GaussianBlur(rng.normal(0, 1, (h, w)).astype(np.float32), (0, 0), 1.5) * 0.015
        return np.array(PAPERS[kind[6:]])[None, None, :] * (light + grain)[..., None]
    if kind.startswith('towel-'):
        loops = cv2.GaussianBlur(rng.normal(0, 1, (h, w)).astype(np.float32), (0, 0), max(1.0, tw * 0.04))
        return np.array(TOWELS[kind[6:]])[None, None, :] * (light + 0.25 * loops / (np.abs(loops).max() + 1e-6))[..., None]
    if kind == 'whiteboard':
        cx, cy = rng.uniform(0.2, 0.8, 2)
        glare = 0.15 * np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / 0.02)
        return np.array([245, 245, 242.])[None, None, :] * (0.92 + glare)[..., None]
    if kind in ('gingham', 'gingham-fine'):
        s = 0.6 if kind == 'gingham' else 0.25
        k = ((np.floor(u / s) % 2) + (np.floor(v / s) % 2)) / 2
        return two(k, [240, 240, 245], [110, 110, 215] if kind == 'gingham' else [150, 90, 30])
    if kind == 'polka':
        d = np.hypot(u % 0.55 - 0.275, v % 0.55 - 0.275) * tw
        return two(np.clip(0.09 * tw + 0.5 - d, 0, 1), [215, 235, 245], [70, 60, 50])
    if kind == 'stripes':
        return two((np.sin(u / 0.25 * math.pi) > 0).astype(np.float32), [230, 230, 230], [120, 160, 60])
    raise ValueError(kind)


def any_table(rng, kind, h, w, tw, grain=0.02):
    """A plain table (`table`, with its grain) or another kind (`other_table`), by its name."""
    return table(rng, kind, h, w, grain) if kind in BASES else other_table(rng, kind, h, w, tw)


def on_light_tables(rng, image, m):
    """The tiles on white paper, a white tablecloth, light wood and marble, with their shadow."""
    h, w = image.shape[:2]
    soft = soft_edges(m)
    for kind in ('paper', 'cloth', 'wood', 'marble'):
        under = table(rng, kind, h, w) * (1 - 0.35 * cast_shadow(soft))
        yield kind, image * soft + under * (1 - soft)


def own_and_light_tables(rng, image, m):
    """The photo as it is, and its tiles on each light table (all drawn before any is used)."""
    return [('own', image.astype(np.float32)), *on_light_tables(rng, image, m)]


def dim(rng, picture, scale=(0.15, 0.35), top=0.8):
    """A quarter or so of the light, with a sensor's noise, brightened back by the phone."""
    lin = (np.clip(picture, 0, 255) / 255.0) ** 2.2 * rng.uniform(*scale)
    lin = lin + rng.normal(0, 0.004, lin.shape)
    g = np.clip(lin, 0, 1) ** (1 / 2.2)
    return g / max(np.percentile(g, 99.5), 1e-3) * top * 255


def grid(picture):
    h, w = picture.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    return xx, yy


def in_shadow(rng, picture, soft, centre, tw):
    """Half in a person's or a phone's shadow: its edge through the tiles' middle, turned anyhow,
    soft over a third of a tile, the shade a little blue (lit by the sky or the room)."""
    xx, yy = grid(picture)
    a = rng.uniform(0, 2 * math.pi)
    side = ((xx - centre[0]) * math.cos(a) + (yy - centre[1]) * math.sin(a)) / (0.3 * tw)
    shade = 1 - rng.uniform(0.45, 0.65) / (1 + np.exp(-side))
    out = picture * shade[..., None] * np.float32([1.06, 1, 0.92])
    return out + rng.normal(0, 2, out.shape)


def by_flash(rng, picture, soft, centre, tw):
    """A phone's flash in a dim room: the light of a lamp at the camera, falling off with the
    distance from the middle (a quarter as bright in the corners), and its glint where the tiles
    face the camera."""
    xx, yy = grid(picture)
    h, w = picture.shape[:2]
    r2 = ((xx - w / 2) ** 2 + (yy - h / 2) ** 2) / (0.45 * max(h, w)) ** 2
    glint = np.exp(-(((xx - w / 2) ** 2 + (yy - h / 2) ** 2) / (0.3 * tw) ** 2))[..., None] * soft
    return dim(rng, picture, scale=(0.06, 0.1), top=0.3) + picture * (1 / (1 + r2))[..., None] * 0.9 + 120 * glint


def by_lamp(rng, picture, soft, centre, tw):
    """One warm lamp low at a side: the light falls to a quarter across the picture and each
    tile's shadow reaches half a tile's width away from it."""
    xx, yy = grid(picture)
    h, w = picture.shape[:2]
    a = rng.uniform(0, 2 * math.pi)
    across = ((xx - centre[0]) * math.cos(a) + (yy - centre[1]) * math.sin(a)) / max(h, w)
    fall = np.clip(0.6 - 0.9 * across, 0.25, 1.1)[..., None]
    move = np.float32([[1, 0, 0.5 * tw * math.cos(a)], [0, 1, 0.5 * tw * math.sin(a)]])
    long_shadow = cv2.GaussianBlur(cv2.warpAffine(soft[..., 0], move, (w, h)), (0, 0), 0.1 * tw)[..., None]
    lamp = picture * soft + picture * (1 - soft) * (1 - 0.55 * long_shadow)
    return dim(rng, lamp * fall * np.float32([0.7, 0.88, 1.05]), scale=(0.3, 0.5), top=0.85)


def far_away(rng, image, m, tw, share, where, frame=(3000, 4000)):
    """The photo's tiles laid on a table filling a phone's frame (landscape), somewhere in it,
    scaled so that a tile is `share` of the frame's long side wide: a hand seen from higher up."""
    k = share * max(frame) / tw
    small = cv2.resize(image.astype(np.float32), None, fx=k, fy=k, interpolation=cv2.INTER_AREA if k < 1 else cv2.INTER_CUBIC)
    soft = soft_edges(cv2.resize(m.astype(np.float32), (small.shape[1], small.shape[0])))
    h, w = small.shape[:2]
    out = table(rng, where, *frame, grain=0.03)
    y, x = int(rng.integers(0, frame[0] - h + 1)), int(rng.integers(0, frame[1] - w + 1))
    under = out[y:y + h, x:x + w]
    out[y:y + h, x:x + w] = small * soft + under * (1 - 0.35 * cast_shadow(soft)) * (1 - soft)
    return out
