"""A large hand of real tiles (make.py's `hands` sets): a player stuck with many tiles at the end
of a round of Mexican Train holds 10 or more of them, more than any of the real photos shows. Each
tile is cut out of its photo straightened, along the app's outline of it, with the pips the app
read on it (used only from photos where those are the photo's labelled faces), and a hand of one
set's tiles is laid again on a table: in one or two rows side by side as a hand is laid down, or
scattered, a tile a 12th to a 26th of the frame's long side wide."""

import math

import cv2
import numpy as np

from scene import any_table, cast_shadow, dim, scaled, soft_edges

# The real photos by the set their tiles are of: a hand is of one set.
SETS = {'white colour-coded': ('pipcounter-',), 'ivory': ('tak-1', 'tak-2', 'tak-3')}
TABLES = ('darkcloth', 'paper', 'cloth', 'wood', 'marble', 'towel-white', 'paper-teal', 'gingham-fine')


def straightened(image, m, poly, halves):
    """The tile along its outline, upright (its long side down the picture), with a 15th of its
    width around it, and how much of each pixel is the tile (its own outline's and not its
    neighbours')."""
    sides = [np.linalg.norm(poly[(i + 1) % 4] - poly[i]) for i in range(4)]
    start = 0 if sides[0] + sides[2] < sides[1] + sides[3] else 1
    corners = np.float32([poly[(start + i) % 4] for i in range(4)])
    w = (sides[start] + sides[(start + 2) % 4]) / 2
    length = (sides[(start + 1) % 4] + sides[(start + 3) % 4]) / 2
    pad = w / 15
    to = np.float32([[pad, pad], [pad + w, pad], [pad + w, pad + length], [pad, pad + length]])
    size = (int(math.ceil(w + 2 * pad)), int(math.ceil(length + 2 * pad)))
    h = cv2.getPerspectiveTransform(corners, to)
    own = np.zeros(m.shape, np.float32)
    cv2.fillPoly(own, [scaled(poly, 1.06)], 1)
    sprite = cv2.warpPerspective(image.astype(np.float32), h, size, flags=cv2.INTER_AREA)
    alpha = cv2.warpPerspective(m * own, h, size, flags=cv2.INTER_LINEAR)
    return {'sprite': sprite, 'alpha': alpha, 'width': w, 'halves': halves}


def tiles_of_sets(cut, read, labels):
    """Each set's straightened tiles (`read`: the halves the app read on each photo's tiles), from
    the photos whose tiles it read as labelled."""
    sets = {}
    for name, image, m, polys in cut:
        halves = read[name]
        want = sorted(tuple(sorted(map(int, f.split('-')))) for f in labels[name]['faces'])
        if None in halves or sorted(tuple(sorted(h)) for h in halves) != want:
            print(f'hands: {name} left out, its tiles not read as labelled')
            continue
        for set_name, prefixes in SETS.items():
            if name.startswith(prefixes):
                tiles = sets.setdefault(set_name, [])
                for poly, h in zip(polys, halves):
                    # A set holds each tile once; two photos may show the same one.
                    if sorted(h) not in [sorted(t['halves']) for t in tiles]:
                        tiles.append(straightened(image, m, poly, h))
    return sets


def placed(rng, n, ratio, layout):
    """Centres and turns of n tiles a unit wide: in rows side by side, or scattered apart."""
    if layout == 'scattered':
        spots = []
        while len(spots) < n:
            p = rng.uniform(0, math.sqrt(n) * 2.6, 2)
            if all(np.hypot(*(p - q)) > ratio * 1.15 for q, _ in spots):
                spots.append((p, rng.uniform(0, 180)))
        return spots
    rows = 1 if layout == 'one row' else 2
    per_row = math.ceil(n / rows)
    gap = rng.uniform(0, 0.15)
    return [(np.array([(k % per_row) * (1 + gap), (k // per_row) * (ratio + gap * 2)]),
             rng.normal(0, 2)) for k in range(n)]


def hand(rng, tiles, layout, share, where):
    """A hand of 10 to 18 of `tiles` (as many as the set has) laid on a table, a tile `share` of the
    frame's long side wide. Gives the picture and the tiles' halves."""
    chosen = [tiles[i] for i in rng.choice(len(tiles), min(len(tiles), int(rng.integers(10, 19))), replace=False)]
    spots = placed(rng, len(chosen), 2.0, layout)
    turn = rng.uniform(0, 360)
    c, s = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    # In cv2's sense of a turn (getRotationMatrix2D), so the tiles turn with the hand.
    units = np.array([[p[0] * c + p[1] * s, p[1] * c - p[0] * s] for p, _ in spots])
    span = units.max(0) - units.min(0) + 2.4
    # As wide as the set's tiles were photographed, at most a 4,000 px frame.
    tw = min(float(np.median([t['width'] for t in chosen])), 4000 / max(share, span.max() * 1.15))
    centres = units * tw
    side = int(max(tw * share, span.max() * tw * 1.15, span.min() * tw * 1.15 / 0.75))
    frame = (side * 3 // 4, side) if span[0] >= span[1] else (side, side * 3 // 4)
    offset = np.array([frame[1], frame[0]]) / 2 - (centres.max(0) + centres.min(0)) / 2
    picture = np.zeros((*frame, 3), np.float32)
    cover = np.zeros(frame, np.float32)
    for tile, (centre, (_, jitter)) in zip(chosen, zip(centres + offset, spots)):
        k = tw / tile['width']
        sprite, alpha = (cv2.resize(x, None, fx=k, fy=k, interpolation=cv2.INTER_AREA if k < 1 else cv2.INTER_CUBIC)
                         for x in (tile['sprite'], tile['alpha']))
        sh, sw = alpha.shape
        move = cv2.getRotationMatrix2D((sw / 2, sh / 2), turn + jitter, 1)
        move[:, 2] += centre - np.array([sw / 2, sh / 2])
        alpha = np.clip(cv2.warpAffine(alpha, move, (frame[1], frame[0])), 0, 1)[..., None]
        picture = picture * (1 - alpha) + cv2.warpAffine(sprite, move, (frame[1], frame[0])) * alpha
        cover = np.maximum(cover, alpha[..., 0])
    soft = soft_edges(cover)
    under = any_table(rng, where, *frame, tw)
    out = picture + under * (1 - 0.35 * cast_shadow(soft)) * (1 - soft)
    if rng.random() < 0.3:
        out = dim(rng, out)
    return out + rng.normal(0, 2, out.shape), [t['halves'] for t in chosen]


def hands(sets_of_tiles):
    """make.py's builder: for each set, each layout and each share, a hand on one of the tables."""
    def build(rng, _cut, labels, write):
        for set_name, tiles in sets_of_tiles.items():
            for layout in ('one row', 'two rows', 'scattered'):
                for share in (12, 18, 26):
                    for k in range(2):
                        where = str(rng.choice(TABLES))
                        picture, halves = hand(rng, tiles, layout, share, where)
                        faces = [f'{min(h)}-{max(h)}' for h in halves]
                        label = {'pips': int(sum(map(sum, halves))), 'tiles': len(halves), 'faces': faces,
                                 'source': f'real tiles: {set_name}', 'conditions': f'{len(halves)} tiles, {layout}'}
                        write(f'hand{share}-{layout.replace(" ", "")}-{where}-{set_name.split()[0]}-{k}.jpg',
                              picture, label, [layout, f'a 1/{share} tile', where, set_name])
    return build
