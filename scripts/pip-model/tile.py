"""A set's look, one tile drawn as a sprite with its pips, and the sprite pasted on the scene
with its side and shadow; the pips' centres are given back for the label."""

import math

import cv2
import numpy as np

from surface import rand_colour

# Ways some sets draw their values otherwise: an 8 in two columns of four, a 10 in columns of
# three, four and three, every half's layout turned a quarter (a 6 as two rows of three across).
OTHER_LAYOUTS = ('8 in two columns', '10 as 3-4-3', 'turned')

def pip_layout(n, other=()):
    """Pip centres of a half in [-1, 1] (across, along), 0 to 15, as most sets draw them, or with
    some of the ways other sets do (`OTHER_LAYOUTS`)."""
    if 'turned' in other:
        return [(y, x) for x, y in pip_layout(n, tuple(o for o in other if o != 'turned'))]
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
    rows4 = [-0.62, -0.21, 0.21, 0.62]
    if n == 8 and '8 in two columns' in other:
        return grid([-g, g], rows4)
    if n == 10 and '10 as 3-4-3' in other:
        return grid([-g, g], [-g, 0, g]) + [(0, y) for y in rows4]
    if n == 8:
        return [p for p in grid([-g, 0, g], [-g, 0, g]) if p != (0, 0)]
    if n == 9:
        return grid([-g, 0, g], [-g, 0, g])
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

    def __init__(self, rng, layouts='varied'):
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
        # How far a half's layout reaches toward its edges (1: a 9's pips nearly touch the rim,
        # as in many colour-coded sets; 0.78 was the only layout once, and real tiles' 9s were
        # read as 4s), and the pips' radius, of the tile's width: at most touching their
        # neighbours in a 9, as some compact sets' large pips do.
        # `layouts='one'` is the pip model's recipe: every set has the one layout, 0.78 of the way.
        if layouts == 'one':
            self.spread = 0.78
            self.pip_r = rng.uniform(0.075, 0.11)
        else:
            self.spread = rng.uniform(0.72, 1.0)
            self.pip_r = min(rng.uniform(0.075, 0.125), 0.12 * self.spread)
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
        # Each of the other layouts is in 3 of 20 of the face model's sets (`varied`), half of the
        # sets of the check `other`, none of the pip model's (`one`, drawing nothing from `rng`, so
        # its photos stay those it was trained on).
        share = {'one': 0, 'varied': 0.15, 'other': 0.5}[layouts]
        self.other = tuple(o for o in OTHER_LAYOUTS if rng.random() < share) if share else ()


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
            for px, py in pip_layout(value, style.other):
                cx = w / 2 + px * (w / 2) * style.spread
                cy = centre_y + py * (h / 4) * style.spread
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
