"""Renders labelled photos of domino tiles on a table for training the pip model.

Everything is randomised that a family's photo may vary in and a domino's identity does not:
the table (dark or light cloth, wood, paper, marble, a towel, patterns, polka dots, printed
text), the tiles' colour and their pips' colours and style, the layout (a hand in a row, a
block, scattered, a train), the light (dim, warm, uneven, glare, a shadow), the camera (tilt,
blur, noise, JPEG). Face-down tiles and dots on the cloth carry no label, so the model learns
that a pip is a dot on a tile's face.

`render(rng, size)` gives (image uint8 HxWx3 RGB, label) where label has
  "pips":  [(x, y, r)] of every pip on a face-up tile in the picture,
  "tiles": [(cx, cy, length, width, angle, a, b)] of every face-up tile (angle of its long
           axis in radians, pointing from the a half to the b half),
  "kinds": what makes it hard, for reports: light or dark table, dim, blurred, black, coloured
           or translucent tiles.
"""

import math

import cv2
import numpy as np

SS = 2  # supersampling: drawn at twice the size, then area-averaged down


def pip_layout(n):
    """Pip centres of a half in [-1, 1] (across, along), 0 to 15, as common sets draw them."""
    g = 0.55
    grid = lambda xs, ys: [(x, y) for y in ys for x in xs]
    if n == 0:
        return []
    if n == 1:
        return [(0, 0)]
    if n == 2:
        return [(-g, -g), (g, g)]
    if n == 3:
        return [(-g, -g), (0, 0), (g, g)]
    if n == 4:
        return grid([-g, g], [-g, g])
    if n == 5:
        return grid([-g, g], [-g, g]) + [(0, 0)]
    if n == 6:
        return grid([-g, g], [-g, 0, g])
    if n == 7:
        return grid([-g, g], [-g, 0, g]) + [(0, 0)]
    if n == 8:
        return [p for p in grid([-g, 0, g], [-g, 0, g]) if p != (0, 0)]
    if n == 9:
        return grid([-g, 0, g], [-g, 0, g])
    rows4 = [-0.62, -0.21, 0.21, 0.62]
    if n == 10:
        return grid([-g, g], rows4) + [(0, -0.3), (0, 0.3)]
    if n == 11:
        return grid([-g, g], rows4) + [(0, -0.42), (0, 0), (0, 0.42)]
    if n == 12:
        return grid([-g, 0, g], rows4)
    rows5 = [-0.64, -0.32, 0, 0.32, 0.64]
    if n == 13:
        return grid([-g, g], rows5) + [(0, -0.42), (0, 0), (0, 0.42)]
    if n == 14:
        return grid([-g, g], rows5) + [(0, -0.48), (0, -0.16), (0, 0.16), (0, 0.48)]
    return grid([-g, 0, g], rows5)


def rand_colour(rng, light=None):
    """A random colour; light=True near white, False dark, None anything."""
    h = rng.uniform(0, 180)
    s = rng.uniform(0, 255) ** 1 * rng.uniform(0.2, 1)
    if light is True:
        v = rng.uniform(190, 255)
        s *= 0.4
    elif light is False:
        v = rng.uniform(10, 90)
    else:
        v = rng.uniform(20, 255)
    hsv = np.uint8([[[h, min(255, s), v]]])
    return cv2.cvtColor(hsv, cv2.COLOR_HSV2RGB)[0, 0].astype(np.float32) / 255


def smooth_noise(rng, h, w, scale, octaves=3):
    """Value noise in [0,1] with features about `scale` pixels across."""
    out = np.zeros((h, w), np.float32)
    amp, total = 1.0, 0.0
    for o in range(octaves):
        s = max(1.0, scale / (2 ** o))
        gh, gw = int(h / s) + 2, int(w / s) + 2
        g = rng.random((gh, gw)).astype(np.float32)
        out += amp * cv2.resize(g, (w, h), interpolation=cv2.INTER_CUBIC)
        total += amp
        amp *= 0.5
    out /= total
    return np.clip((out - out.min()) / (np.ptp(out) + 1e-6), 0, 1)


def table(rng, h, w):
    """A table surface (float RGB 0..1) and its kind."""
    kind = rng.choice(
        ['plain', 'cloth', 'wood', 'paper', 'marble', 'towel', 'gingham', 'polka', 'stripes',
         'print', 'weave'],
        p=[0.1, 0.12, 0.14, 0.12, 0.08, 0.07, 0.06, 0.08, 0.05, 0.06, 0.12])
    light = rng.random() < 0.5
    base = rand_colour(rng, light=light if rng.random() < 0.8 else None)
    img = np.ones((h, w, 3), np.float32) * base
    if kind in ('plain', 'paper'):
        n = smooth_noise(rng, h, w, rng.uniform(30, 300))
        img *= (1 - 0.08 * rng.random() * n)[..., None]
        if kind == 'paper':
            img = np.clip(img * 0.4 + 0.6 * rand_colour(rng, light=True), 0, 1) if rng.random() < 0.7 else img
    elif kind == 'cloth':
        n = smooth_noise(rng, h, w, rng.uniform(60, 400), octaves=2)
        folds = np.sin(np.linspace(0, rng.uniform(2, 12), w)[None, :] + 3 * n)
        img *= (1 - rng.uniform(0.05, 0.25) * (0.5 + 0.5 * folds))[..., None]
        img += (rng.normal(0, 0.02, (h, w, 1))).astype(np.float32)
    elif kind == 'weave':
        p = rng.uniform(3, 10) * SS
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        a = rng.uniform(0, math.pi)
        u = (xx * math.cos(a) + yy * math.sin(a)) / p
        v = (-xx * math.sin(a) + yy * math.cos(a)) / p
        pat = np.sin(2 * math.pi * u) * np.sin(2 * math.pi * v)
        if rng.random() < 0.4:  # herringbone
            pat = np.sin(2 * math.pi * (u + np.abs(((v / 4) % 2) - 1) * 2))
        img *= (1 - rng.uniform(0.05, 0.3) * (0.5 + 0.5 * pat))[..., None]
    elif kind == 'wood':
        base = np.array(rand_colour(rng)) * 0.3 + np.array([0.55, 0.38, 0.22]) * rng.uniform(0.3, 1.4) * 0.7
        a = rng.uniform(0, math.pi)
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        u = xx * math.cos(a) + yy * math.sin(a)
        v = -xx * math.sin(a) + yy * math.cos(a)
        n = smooth_noise(rng, h, w, rng.uniform(40, 200))
        grain = np.sin(v / rng.uniform(3, 15) / SS + 8 * n) * 0.5 + 0.5
        planks = (np.floor(v / rng.uniform(80, 300) / SS) % 2) * rng.uniform(0, 0.15)
        shade = 1 - rng.uniform(0.1, 0.4) * grain - planks
        img = np.clip(base[None, None, :] * shade[..., None], 0, 1).astype(np.float32)
    elif kind == 'marble':
        n = smooth_noise(rng, h, w, rng.uniform(60, 250), octaves=4)
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        veins = np.abs(np.sin((xx + yy * rng.uniform(-1, 1)) / rng.uniform(30, 120) + 10 * n))
        veins = veins ** rng.uniform(0.1, 0.4)
        vc = rand_colour(rng, light=False) if rng.random() < 0.7 else rand_colour(rng)
        img = img * veins[..., None] + vc * (1 - veins[..., None]) * 0.8 + img * (1 - veins[..., None]) * 0.2
    elif kind == 'towel':
        n = rng.random((h // 2 + 1, w // 2 + 1)).astype(np.float32)
        n = cv2.resize(n, (w, h), interpolation=cv2.INTER_NEAREST)[:h, :w]
        n = cv2.GaussianBlur(n, (0, 0), 1.2)
        img *= (1 - rng.uniform(0.1, 0.35) * n)[..., None]
    elif kind == 'gingham':
        c2 = rand_colour(rng)
        p = rng.uniform(10, 60) * SS
        yy, xx = np.mgrid[0:h, 0:w]
        m = ((xx // p) % 2 + (yy // p) % 2) / 2.0
        img = img * (1 - m[..., None]) + c2 * m[..., None]
    elif kind == 'stripes':
        c2 = rand_colour(rng)
        p = rng.uniform(8, 60) * SS
        yy, xx = np.mgrid[0:h, 0:w]
        a = rng.uniform(0, math.pi)
        m = (((xx * math.cos(a) + yy * math.sin(a)) // p) % 2).astype(np.float32)
        img = img * (1 - m[..., None]) + c2 * m[..., None]
    elif kind == 'polka':
        c2 = rand_colour(rng)
        r = rng.uniform(2, 10) * SS
        step = r * rng.uniform(2.5, 6)
        ox, oy = rng.uniform(0, step, 2)
        for y in np.arange(oy, h, step):
            shift = step / 2 if int((y - oy) / step) % 2 else 0
            for x in np.arange(ox + shift, w, step):
                cv2.circle(img, (int(x), int(y)), int(r), c2.tolist(), -1, cv2.LINE_AA)
    elif kind == 'print':
        for _ in range(rng.integers(3, 15)):
            c2 = rand_colour(rng)
            text = ''.join(rng.choice(list('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 '), rng.integers(2, 10)))
            cv2.putText(img, text, (int(rng.uniform(-50, w)), int(rng.uniform(0, h))),
                        int(rng.integers(0, 8)), rng.uniform(0.5, 3) * SS, c2.tolist(),
                        int(rng.uniform(1, 6) * SS), cv2.LINE_AA)
    return np.clip(img, 0, 1)


def rounded_rect_mask(h, w, radius):
    m = np.zeros((h, w), np.uint8)
    r = int(max(1, radius))
    cv2.rectangle(m, (r, 0), (w - 1 - r, h - 1), 255, -1)
    cv2.rectangle(m, (0, r), (w - 1, h - 1 - r), 255, -1)
    for cx, cy in ((r, r), (w - 1 - r, r), (r, h - 1 - r), (w - 1 - r, h - 1 - r)):
        cv2.circle(m, (cx, cy), r, 255, -1, cv2.LINE_AA)
    return m.astype(np.float32) / 255


class TileStyle:
    """What one set looks like: every tile of a scene is of the same set."""

    def __init__(self, rng):
        kind = rng.choice(['ivory', 'white', 'black', 'coloured', 'translucent'],
                          p=[0.38, 0.22, 0.14, 0.2, 0.06])
        self.kind = str(kind)
        if kind == 'ivory':
            self.face = np.array([0.93, 0.89, 0.76]) * rng.uniform(0.85, 1.05) + rng.normal(0, 0.03, 3)
        elif kind == 'white':
            self.face = np.array([0.96, 0.96, 0.95]) * rng.uniform(0.88, 1.03) + rng.normal(0, 0.015, 3)
        elif kind == 'black':
            self.face = np.array([0.08, 0.08, 0.09]) * rng.uniform(0.5, 2.5) + rng.normal(0, 0.02, 3)
        else:
            self.face = rand_colour(rng)
            if kind == 'translucent':
                self.face = self.face * 0.5 + 0.35
        self.face = np.clip(self.face, 0, 1)
        lum = float(self.face @ np.array([0.3, 0.59, 0.11]))
        pip_mode = rng.choice(['mono', 'coded', 'mono'])
        if pip_mode == 'mono' and kind == 'coloured':
            # Coloured sets often have pips of another colour at a similar lightness (pink tiles
            # with yellow pips): only the hue tells them apart.
            c = rand_colour(rng, light=bool(rng.random() < 0.5)) if rng.random() < 0.6 else rand_colour(rng)
            self.pips = [c] * 16
        elif pip_mode == 'mono':
            if lum > 0.5:
                c = rand_colour(rng, light=False) if rng.random() < 0.75 else rand_colour(rng)
            else:
                c = rand_colour(rng, light=True) if rng.random() < 0.6 else np.array([0.85, 0.7, 0.2])
            self.pips = [c] * 16
        else:
            pal = [rand_colour(rng) for _ in range(16)]
            self.pips = pal
        # A pip as pale as its face is not seen by anyone: labelling it would teach guessing.
        self.pips = [c if np.linalg.norm(c - self.face) > 0.3 else
                     np.clip(self.face + (0.45 if lum < 0.5 else -0.45) * (1 - 0.5 * rng.random(3)), 0, 1)
                     for c in self.pips]
        self.bar = self.pips[0] if rng.random() < 0.3 else (
            rand_colour(rng, light=False) if lum > 0.5 else rand_colour(rng, light=True))
        self.bar_style = rng.choice(['line', 'groove', 'none', 'line'], p=[0.5, 0.25, 0.05, 0.2])
        self.spinner = rng.random() < 0.3
        self.pip_r = rng.uniform(0.075, 0.11)
        self.pip_style = rng.choice(['flat', 'drilled', 'glossy'])
        self.corner = rng.uniform(0.04, 0.2)
        self.ratio = rng.uniform(1.85, 2.08)
        self.thickness = rng.uniform(0.15, 0.4)  # of the width, seen only at a tilt
        self.side = np.clip(self.face * rng.uniform(0.55, 0.9), 0, 1)
        self.high = int(rng.choice([6, 9, 12, 12, 15], p=[0.3, 0.2, 0.25, 0.2, 0.05]))
        self.back = rand_colour(rng)
        self.back_mark = rng.choice(['letters', 'letters', 'lines', 'ring', 'plain'])
        # Bars run from a hairline to a thick black band with round ends, whose ends look like pips.
        self.bar_th = rng.uniform(0.02, 0.05) if rng.random() < 0.6 else rng.uniform(0.05, 0.1)


def draw_tile(rng, style, a, b, width, face_up=True):
    """A tile sprite (RGBA float) with its long axis vertical, `a` on the top half."""
    w = int(round(width))
    h = int(round(width * style.ratio))
    pad = int(width * 0.1) + 2
    img = np.zeros((h + 2 * pad, w + 2 * pad, 4), np.float32)
    mask = rounded_rect_mask(h, w, style.corner * width)
    face = np.ones((h, w, 3), np.float32) * (style.face if face_up else style.back)
    # Bevel: the face darkens toward its rim, with a bright edge on one side.
    d = cv2.distanceTransform((mask > 0.5).astype(np.uint8), cv2.DIST_L2, 3) / max(1, width)
    bevel = np.clip(d / rng.uniform(0.03, 0.12), 0, 1)
    face *= (rng.uniform(0.7, 0.95) + (1 - rng.uniform(0.7, 0.95)) * bevel)[..., None] ** 0.5
    if not face_up:
        ink = (style.pips[0] if rng.random() < 0.5 else rand_colour(rng)).tolist()
        if style.back_mark == 'letters':
            # A maker's bold letters ("RO"), often round ones that look like pips.
            txt = ''.join(rng.choice(list('OOQDCGBRSPABEMWX8'), rng.integers(1, 4)))
            scale = width / rng.uniform(25, 45)
            (tw, th), _ = cv2.getTextSize(txt, 0, scale, max(1, int(width / 10)))
            if tw > w * 0.9:
                scale *= w * 0.9 / tw
            (tw, th), _ = cv2.getTextSize(txt, 0, scale, max(1, int(width / 10)))
            cv2.putText(face, txt, (int((w - tw) / 2), int((h + th) / 2)), 0, scale, ink,
                        max(1, int(width / rng.uniform(8, 16))), cv2.LINE_AA)
        elif style.back_mark == 'lines':
            for k in range(rng.integers(1, 5)):
                cv2.line(face, (0, int(h * rng.random())), (w, int(h * rng.random())),
                         ink, max(1, int(width / 25)), cv2.LINE_AA)
        elif style.back_mark == 'ring':
            cv2.circle(face, (w // 2, h // 2), int(w * rng.uniform(0.15, 0.4)), ink,
                       max(1, int(width / rng.uniform(8, 20))), cv2.LINE_AA)
    pips = []
    if face_up:
        bar_len = rng.uniform(0.55, 0.9) * w
        bar_th = max(1.0, style.bar_th * width * rng.uniform(0.9, 1.1))
        y0 = h / 2
        if style.bar_style != 'none':
            x0, x1 = int(w / 2 - bar_len / 2), int(w / 2 + bar_len / 2)
            if style.bar_style == 'groove':
                cv2.line(face, (x0, int(y0 + bar_th)), (x1, int(y0 + bar_th)),
                         np.clip(style.face * 1.15, 0, 1).tolist(), max(1, int(bar_th)), cv2.LINE_AA)
            cv2.line(face, (x0, int(y0)), (x1, int(y0)), style.bar.tolist(), max(1, int(round(bar_th))),
                     cv2.LINE_AA)
        if style.spinner:
            sr = width * rng.uniform(0.05, 0.09)
            cv2.circle(face, (w // 2, int(y0)), int(sr), [0.75, 0.6, 0.25], -1, cv2.LINE_AA)
            cv2.circle(face, (int(w / 2 - sr / 3), int(y0 - sr / 3)), max(1, int(sr / 3)),
                       [0.95, 0.88, 0.6], -1, cv2.LINE_AA)
        for value, centre_y in ((a, h / 4), (b, 3 * h / 4)):
            crowd = 0.8 if value > 9 else 1.0
            r = style.pip_r * width * crowd * rng.uniform(0.95, 1.05)
            col = style.pips[value % len(style.pips)]
            for px, py in pip_layout(value):
                cx = w / 2 + px * (w / 2) * 0.78
                cy = centre_y + py * (h / 4) * 0.78
                cx += rng.normal(0, 0.01 * width)
                cy += rng.normal(0, 0.01 * width)
                draw_pip(face, cx, cy, r, col, style)
                pips.append((cx + pad, cy + pad, r))
    img[pad:pad + h, pad:pad + w, :3] = face
    img[pad:pad + h, pad:pad + w, 3] = mask
    return img, pips, (w, h), pad


def draw_pip(face, cx, cy, r, col, style):
    c = (int(round(cx * 8)), int(round(cy * 8)))
    R = int(round(r * 8))
    if style.pip_style == 'drilled':
        cv2.circle(face, c, R, (col * 0.6).tolist(), -1, cv2.LINE_AA, shift=3)
        cv2.circle(face, (c[0], c[1] + R // 5), int(R * 0.8), col.tolist(), -1, cv2.LINE_AA, shift=3)
    else:
        cv2.circle(face, c, R, col.tolist(), -1, cv2.LINE_AA, shift=3)
        if style.pip_style == 'glossy':
            cv2.circle(face, (c[0] - R // 3, c[1] - R // 3), max(1, R // 4),
                       np.clip(col + 0.5, 0, 1).tolist(), -1, cv2.LINE_AA, shift=3)


def paste(scene, sprite, cx, cy, angle, shadow, thickness_vec):
    """Pastes a tile sprite, long axis along `angle`, centred at (cx, cy); gives its 2x3 map."""
    sh, sw = sprite.shape[:2]
    # The sprite's long axis is +y: rotated so that it points along `angle`.
    M = cv2.getRotationMatrix2D((sw / 2, sh / 2), 90 - math.degrees(angle), 1.0)
    M[0, 2] += cx - sw / 2
    M[1, 2] += cy - sh / 2
    H, W = scene.shape[:2]
    reach = int(math.hypot(sw, sh) / 2 + 2 * (abs(thickness_vec[0]) + abs(thickness_vec[1])) + 8)
    x0, y0 = max(0, int(cx) - reach), max(0, int(cy) - reach)
    x1, y1 = min(W, int(cx) + reach), min(H, int(cy) + reach)
    if x1 <= x0 or y1 <= y0:
        return M
    roi = scene[y0:y1, x0:x1]
    Mr = M.copy()
    Mr[0, 2] -= x0
    Mr[1, 2] -= y0
    size = (x1 - x0, y1 - y0)
    warped = cv2.warpAffine(sprite, Mr, size, flags=cv2.INTER_LINEAR, borderValue=(0, 0, 0, 0))
    alpha = warped[..., 3]
    tx, ty = thickness_vec
    if shadow > 0:
        off = np.float32([[1, 0, tx * 1.5], [0, 1, ty * 1.5]])
        sa = cv2.GaussianBlur(cv2.warpAffine(alpha, off, size), (0, 0), abs(tx) + abs(ty) + 2)
        roi *= (1 - shadow * sa)[..., None]
    # The tile's side, seen at a tilt: its outline shifted by the thickness, in a darker colour.
    steps = min(4, int(math.hypot(tx, ty)))
    side = sprite[sh // 2, sw // 2, :3] * 0.6
    for k in range(steps, 0, -1):
        off = np.float32([[1, 0, tx * k / steps], [0, 1, ty * k / steps]])
        sa = cv2.warpAffine(alpha, off, size)[..., None]
        roi[:] = roi * (1 - sa) + side * sa
    a = alpha[..., None]
    roi[:] = roi * (1 - a) + warped[..., :3] * a
    return M


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


def random_homography(rng, W, H):
    t = rng.uniform(0, 0.22) if rng.random() < 0.75 else rng.uniform(0.2, 0.35)
    src = np.float32([[0, 0], [W, 0], [W, H], [0, H]])
    dst = src.copy()
    side = rng.integers(4)
    # Far edge pulled in (a tilted camera), plus jitter.
    if side == 0:
        dst[0, 0] += t * W; dst[1, 0] -= t * W
    elif side == 1:
        dst[2, 0] -= t * W; dst[3, 0] += t * W
    elif side == 2:
        dst[0, 1] += t * H; dst[3, 1] -= t * H
    else:
        dst[1, 1] += t * H; dst[2, 1] -= t * H
    dst += rng.normal(0, 0.03, dst.shape).astype(np.float32) * np.float32([W, H])
    # Keep the picture filled: map the warped quad back around the frame.
    return cv2.getPerspectiveTransform(dst, src), t


def render(rng, size=320):
    S = size * SS
    margin = int(S * 0.25)
    big = S + 2 * margin  # the table extends past the frame so a tilt leaves no empty corner
    scene = table(rng, big, big)
    kinds = ['light table' if scene.mean() > 0.55 else 'dark table']
    style = TileStyle(rng)
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
    pips_all, tiles_all = [], []
    for k, (x, y, a) in enumerate(pos):
        face_up = k < n or rng.random() < 0.1
        va = int(rng.integers(0, style.high + 1))
        vb = int(rng.integers(0, style.high + 1))
        if rng.random() < 0.15:
            vb = va
        sprite, pips, (w, h), pad = draw_tile(rng, style, va, vb, tile_w, face_up)
        M = paste(scene, sprite, x + margin, y + margin, a, shadow, thick)
        if face_up:
            for px, py, r in pips:
                q = M @ np.array([px, py, 1.0])
                pips_all.append((q[0], q[1], r))
            # The sprite's a half is its top one: the tile is kept as its halves' centres.
            top = M @ np.array([pad + w / 2, pad + h / 4, 1.0])
            bottom = M @ np.array([pad + w / 2, pad + 3 * h / 4, 1.0])
            tiles_all.append((top, bottom, w, va, vb))
    # Distractor dots off the tiles: crumbs, buttons, a coin.
    for _ in range(int(rng.integers(0, 6)) if rng.random() < 0.3 else 0):
        r = tile_w * rng.uniform(0.05, 0.4)
        cv2.circle(scene, (int(rng.uniform(0, big)), int(rng.uniform(0, big))), int(r),
                   rand_colour(rng).tolist(), -1, cv2.LINE_AA)
    # Light: an uneven field, a colour cast, a glare, a soft shadow.
    field = 1 + rng.uniform(0, 0.5) * (smooth_noise(rng, big, big, big / 2, octaves=1) - 0.5)
    yy, xx = np.mgrid[0:big, 0:big].astype(np.float32) / big
    field *= 1 + rng.uniform(-0.3, 0.3) * (xx - 0.5) + rng.uniform(-0.3, 0.3) * (yy - 0.5)
    if rng.random() < 0.3:
        cx, cy, r = rng.uniform(0, big), rng.uniform(0, big), rng.uniform(0.1, 0.5) * big
        field *= 1 - rng.uniform(0.2, 0.6) * np.exp(-((xx * big - cx) ** 2 + (yy * big - cy) ** 2) / (2 * r * r))
    scene *= field[..., None]
    cast = np.array([1.0, 1.0, 1.0])
    if rng.random() < 0.5:
        warm = rng.uniform(0, 0.35)
        cast = np.array([1.0, 1 - warm * 0.4, 1 - warm]) if rng.random() < 0.8 else np.array([1 - warm, 1 - warm * 0.3, 1.0])
    scene *= cast
    if rng.random() < 0.25:
        cx, cy = rng.uniform(0, big), rng.uniform(0, big)
        r = rng.uniform(0.01, 0.08) * big
        g = np.exp(-((xx * big - cx) ** 2 + (yy * big - cy) ** 2) / (2 * r * r))
        scene += rng.uniform(0.3, 1.2) * g[..., None]
    # Exposure: dim rooms are dark and noisy.
    exposure = rng.uniform(0.25, 0.7) if rng.random() < 0.25 else rng.uniform(0.75, 1.25)
    scene = np.clip(scene * exposure, 0, 1)
    if exposure < 0.7:
        kinds.append('dim')
    # Camera tilt.
    Hm, tilt = random_homography(rng, S, S)
    T = np.array([[1, 0, -margin], [0, 1, -margin], [0, 0, 1]], np.float64)
    Hfull = Hm @ T
    Tinv = np.linalg.inv(Hfull)
    img = cv2.warpPerspective(scene, Hfull, (S, S), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT)
    img = cv2.resize(img, (size, size), interpolation=cv2.INTER_AREA)

    def proj(x, y):
        v = Hfull @ np.array([x, y, 1.0])
        return np.array([v[0] / v[2], v[1] / v[2]]) / SS

    pips_out, tiles_out = [], []
    for x, y, r in pips_all:
        p = proj(x, y)
        if 0 <= p[0] < size and 0 <= p[1] < size:
            pips_out.append((p[0], p[1], float(np.linalg.norm(proj(x + r, y) - p))))
    for top, bottom, w, va, vb in tiles_all:
        pa, pb = proj(*top[:2]), proj(*bottom[:2])
        c = proj(*((top[:2] + bottom[:2]) / 2))
        if not (0 <= c[0] < size and 0 <= c[1] < size):
            continue
        d = (bottom[:2] - top[:2]) / np.linalg.norm(bottom[:2] - top[:2])
        e = np.array([-d[1], d[0]]) * w / 2
        mid = (top[:2] + bottom[:2]) / 2
        width = float(np.linalg.norm(proj(*(mid + e)) - proj(*(mid - e))))
        length = 2 * float(np.linalg.norm(pb - pa))
        ang = math.atan2(pb[1] - pa[1], pb[0] - pa[0])
        # Angle points from the a half to the b half.
        tiles_out.append((float(c[0]), float(c[1]), length, width, ang, va, vb))
    # Blur, noise, JPEG.
    if rng.random() < 0.5:
        s = rng.uniform(0.3, 1.6) if rng.random() < 0.8 else rng.uniform(1.5, 2.5)
        img = cv2.GaussianBlur(img, (0, 0), s)
        if s > 1.2:
            kinds.append('blurred')
    elif rng.random() < 0.2:
        k = int(rng.integers(3, 8))
        kern = np.zeros((k, k), np.float32)
        kern[k // 2, :] = 1
        M = cv2.getRotationMatrix2D((k / 2 - 0.5, k / 2 - 0.5), rng.uniform(0, 180), 1)
        kern = cv2.warpAffine(kern, M, (k, k))
        img = cv2.filter2D(img, -1, kern / max(kern.sum(), 1e-6))
        kinds.append('blurred')
    noise = rng.uniform(0.005, 0.03) * (1.5 if exposure < 0.7 else 1)
    img = img + rng.normal(0, noise, img.shape).astype(np.float32)
    if exposure < 0.7 and rng.random() < 0.5:
        # A phone's night mode smooths the noise away, and small pips with it.
        img = cv2.bilateralFilter(np.clip(img, 0, 1).astype(np.float32), 5, rng.uniform(0.05, 0.2), 3)
    gamma = rng.uniform(0.8, 1.25)
    img = np.clip(img, 0, 1) ** gamma
    out = (np.clip(img, 0, 1) * 255 + 0.5).astype(np.uint8)
    if rng.random() < 0.8:
        q = int(rng.integers(35, 96))
        ok, enc = cv2.imencode('.jpg', out[..., ::-1], [cv2.IMWRITE_JPEG_QUALITY, q])
        out = cv2.imdecode(enc, cv2.IMREAD_COLOR)[..., ::-1]
    return np.ascontiguousarray(out), {'pips': pips_out, 'tiles': tiles_out, 'kinds': kinds}


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
