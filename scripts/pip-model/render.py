"""Renders labelled photos of domino tiles on a table for training the pip model.

Everything is randomised that a family's photo may vary in and a domino's identity does not:
the table (dark or light cloth, wood, paper, marble, a towel, patterns, polka dots, printed
text, and with `tables='flowers'` printed flowers), the tiles' colour and their pips' colours and style, the layout (a hand in a row, a
block, scattered, a train), the light (dim, warm, uneven, glare, a shadow), the camera (tilt,
blur, noise, JPEG). Face-down tiles and dots on the cloth carry no label, so the model learns
that a pip is a dot on a tile's face.

`render(rng, size)` gives (image uint8 HxWx3 RGB, label) where label has
  "pips":  [(x, y, r)] of every pip on a face-up tile in the picture,
  "tiles": [(cx, cy, length, width, angle, a, b)] of every face-up tile (angle of its long
           axis in radians, pointing from the a half to the b half),
  "backs": [(cx, cy, length, width, angle)] of every face-down tile,
  "kinds": what makes it hard, for reports: light or dark table, dim, blurred, black, coloured
           or translucent tiles, face-down tiles.
"""

import math

import cv2
import numpy as np

from light_and_camera import lens_and_sensor, light, tilted_view
from surface import SS, rand_colour, table
from tile import TileStyle, draw_tile, paste


def layout_positions(rng, n, tile_w, ratio, W, H):
    """Centres and angles (long axis) of n tiles that do not overlap."""
    L = tile_w * ratio
    mode = rng.choice(['scatter', 'row', 'block', 'train'], p=[0.45, 0.25, 0.15, 0.15])
    out = []
    if mode in ('row', 'block'):
        base = rng.uniform(0, math.pi) if rng.random() < 0.4 else rng.choice([0, math.pi / 2]) + rng.normal(0, 0.05)
        rows = 1 if mode == 'row' else int(rng.integers(2, 4))
        per = int(math.ceil(n / rows))
        gap = rng.uniform(0, 0.15) * tile_w
        across = np.array([math.cos(base), math.sin(base)])  # tiles side by side along this
        along = np.array([-math.sin(base), math.cos(base)])
        c0 = np.array([rng.uniform(0.3, 0.7) * W, rng.uniform(0.3, 0.7) * H])
        for k in range(n):
            i, j = k % per, k // per
            p = c0 + across * (i - (per - 1) / 2) * (tile_w + gap) + along * (j - (rows - 1) / 2) * (L + gap)
            out.append((p[0], p[1], base + math.pi / 2 + rng.normal(0, 0.02)))
    elif mode == 'train':
        a = rng.uniform(0, 2 * math.pi)
        p = np.array([rng.uniform(0.1, 0.9) * W, rng.uniform(0.1, 0.9) * H])
        for k in range(n):
            d = np.array([math.cos(a), math.sin(a)])
            out.append((p[0], p[1], a))
            p = p + d * (L + rng.uniform(0, 0.1) * tile_w)
            if rng.random() < 0.2:
                a += rng.choice([-1, 1]) * math.pi / 2
    else:
        tries = 0
        while len(out) < n and tries < 300:
            tries += 1
            x, y = rng.uniform(0, W), rng.uniform(0, H)
            a = rng.uniform(0, math.pi) if rng.random() < 0.6 else rng.choice([0, math.pi / 2])
            if all(math.hypot(x - q[0], y - q[1]) > L * 1.08 for q in out):
                out.append((x, y, a))
    # Drop overlapping ones (rotated rectangles) from every mode.
    kept = []
    for x, y, a in out:
        r1 = ((x, y), (L * 1.02, tile_w * 1.02), math.degrees(a))
        if all(cv2.rotatedRectangleIntersection(r1, ((q[0], q[1]), (L * 1.02, tile_w * 1.02), math.degrees(q[2])))[0] == 0
               for q in kept):
            kept.append((x, y, a))
    return kept


def render(rng, size=320, layouts='varied', tables='usual'):
    S = size * SS
    margin = int(S * 0.25)
    big = S + 2 * margin  # the table extends past the frame so a tilt leaves no empty corner
    scene = table(rng, big, big, tables)
    kinds = ['light table' if scene.mean() > 0.55 else 'dark table']
    style = TileStyle(rng, layouts)
    kinds += [f'drawn otherwise: {o}' for o in style.other]
    if style.kind in ('black', 'coloured', 'translucent'):
        kinds.append(f'{style.kind} tiles')
    tile_w = math.exp(rng.uniform(math.log(14), math.log(120))) * SS
    area = (S / tile_w) ** 2 / style.ratio
    n_max = max(1, min(24, int(area * rng.uniform(0.05, 0.35))))
    n = int(rng.integers(1, n_max + 1))
    n_down = int(rng.integers(1, 10)) if rng.random() < 0.25 else 0
    pos = layout_positions(rng, n + n_down, tile_w, style.ratio, S, S)
    rng.shuffle(pos)
    light_dir = rng.normal(0, 1, 2)
    light_dir /= np.linalg.norm(light_dir) + 1e-6
    thick = light_dir * tile_w * style.thickness * rng.uniform(0, 0.6)
    shadow = rng.uniform(0, 0.6)
    pips_all, tiles_all, backs_all = [], [], []
    for k, (x, y, a) in enumerate(pos):
        face_up = k < n or rng.random() < 0.1
        va = int(rng.integers(0, style.high + 1))
        vb = int(rng.integers(0, style.high + 1))
        if rng.random() < 0.15:
            vb = va
        sprite, pips, (w, h), pad = draw_tile(rng, style, va, vb, tile_w, face_up)
        M = paste(scene, sprite, x + margin, y + margin, a, shadow, thick)
        # The sprite's a half is its top one: the tile is kept as its halves' centres.
        top = M @ np.array([pad + w / 2, pad + h / 4, 1.0])
        bottom = M @ np.array([pad + w / 2, pad + 3 * h / 4, 1.0])
        if face_up:
            for px, py, r in pips:
                q = M @ np.array([px, py, 1.0])
                pips_all.append((q[0], q[1], r))
            tiles_all.append((top, bottom, w, va, vb))
        else:
            backs_all.append((top, bottom, w))
    # Distractor dots off the tiles: crumbs, buttons, a coin.
    for _ in range(int(rng.integers(0, 6)) if rng.random() < 0.3 else 0):
        r = tile_w * rng.uniform(0.05, 0.4)
        cv2.circle(scene, (int(rng.uniform(0, big)), int(rng.uniform(0, big))), int(r),
                   rand_colour(rng).tolist(), -1, cv2.LINE_AA)
    scene, exposure = light(rng, scene, big)
    if exposure < 0.7:
        kinds.append('dim')
    img, Hfull = tilted_view(rng, scene, S, margin, size)

    def proj(x, y):
        v = Hfull @ np.array([x, y, 1.0])
        return np.array([v[0] / v[2], v[1] / v[2]]) / SS

    def placed(top, bottom, w):
        """A tile as the camera sees it: centre, length, width and the angle from its a half to
        its b half; None where its centre is out of the photo."""
        pa, pb = proj(*top[:2]), proj(*bottom[:2])
        c = proj(*((top[:2] + bottom[:2]) / 2))
        if not (0 <= c[0] < size and 0 <= c[1] < size):
            return None
        d = (bottom[:2] - top[:2]) / np.linalg.norm(bottom[:2] - top[:2])
        e = np.array([-d[1], d[0]]) * w / 2
        mid = (top[:2] + bottom[:2]) / 2
        width = float(np.linalg.norm(proj(*(mid + e)) - proj(*(mid - e))))
        length = 2 * float(np.linalg.norm(pb - pa))
        ang = math.atan2(pb[1] - pa[1], pb[0] - pa[0])
        return (float(c[0]), float(c[1]), length, width, ang)

    pips_out = []
    for x, y, r in pips_all:
        p = proj(x, y)
        if 0 <= p[0] < size and 0 <= p[1] < size:
            pips_out.append((p[0], p[1], float(np.linalg.norm(proj(x + r, y) - p))))
    tiles_out = [seen + (va, vb) for *tile, va, vb in tiles_all if (seen := placed(*tile))]
    backs_out = [seen for back in backs_all if (seen := placed(*back))]
    out, blurred = lens_and_sensor(rng, img, exposure)
    if blurred:
        kinds.append('blurred')
    if backs_out:
        kinds.append('face-down tiles')
    return np.ascontiguousarray(out), {'pips': pips_out, 'tiles': tiles_out, 'backs': backs_out,
                                       'kinds': kinds}


if __name__ == '__main__':
    import sys
    import time
    out_dir = sys.argv[1] if len(sys.argv) > 1 else '/tmp/renders'
    import os
    os.makedirs(out_dir, exist_ok=True)
    rng = np.random.default_rng(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    t = time.time()
    for i in range(int(sys.argv[3]) if len(sys.argv) > 3 else 16):
        img, lab = render(rng)
        vis = img[..., ::-1].copy()
        for x, y, r in lab['pips']:
            cv2.circle(vis, (int(x), int(y)), max(1, int(r)), (0, 0, 255), 1)
        for x, y, L, Wd, a, va, vb in lab['tiles']:
            box = cv2.boxPoints(((x, y), (L, Wd), math.degrees(a)))
            cv2.polylines(vis, [box.astype(np.int32)], True, (0, 255, 0), 1)
            cv2.putText(vis, f'{va}', (int(x - math.cos(a) * L / 4), int(y - math.sin(a) * L / 4)), 0, 0.35, (255, 0, 0), 1)
        cv2.imwrite(f'{out_dir}/{i:03d}.png', np.hstack([img[..., ::-1], vis]))
    print('per image', (time.time() - t) / (i + 1))
