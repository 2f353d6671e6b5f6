"""The table a scene is laid on, and the random colours and value noise it (and the tiles, the
distractors and the light) are made of."""

import math

import cv2
import numpy as np

SS = 2  # supersampling: drawn at twice the size, then area-averaged down

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


USUAL = ['plain', 'cloth', 'wood', 'paper', 'marble', 'towel', 'gingham', 'polka', 'stripes',
         'print', 'weave']
TABLES = {
    # The pip model's first photos: byte for byte those the shipped models were made from.
    'usual': (USUAL, [0.1, 0.12, 0.14, 0.12, 0.08, 0.07, 0.06, 0.08, 0.05, 0.06, 0.12]),
    # The same at 0.8 of their shares (written out: the photos trained on were drawn with these
    # very numbers), and in one photo of five a tablecloth printed with flowers and leaves, whose
    # petals round a heart a model that never saw one takes for a tile's pips.
    'flowers': (USUAL + ['flowers'],
                [0.08, 0.096, 0.112, 0.096, 0.064, 0.056, 0.048, 0.064, 0.04, 0.048, 0.096, 0.2]),
    # In two photos of five a tablecloth printed with a mix of what tablecloths are printed with
    # (flowers, fruit, berries, scattered dots, paisley, small shapes), some over checks: rounds
    # near a tile's size beside real tiles are what a model takes for more tiles.
    'prints': (USUAL + ['prints'],
               [0.06, 0.072, 0.084, 0.072, 0.048, 0.042, 0.036, 0.048, 0.03, 0.036, 0.072, 0.4]),
}


def flowers(rng, img):
    """Flowers (four to eight petals round a heart) and leaves printed over a cloth, in sizes
    from a pip's to a tile's."""
    h, w = img.shape[:2]
    size = rng.uniform(4, 40) * SS
    colours = [rand_colour(rng).tolist() for _ in range(int(rng.integers(2, 5)))]
    for _ in range(int(h * w / (size * size) * rng.uniform(0.05, 0.4))):
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        r = size * rng.uniform(0.6, 1.4)
        colour = colours[int(rng.integers(len(colours)))]
        turn = rng.uniform(0, 2 * math.pi)
        if rng.random() < 0.3:  # a leaf
            cv2.ellipse(img, (int(cx), int(cy)), (int(r), max(1, int(r * rng.uniform(0.25, 0.5)))),
                        math.degrees(turn), 0, 360, colour, -1, cv2.LINE_AA)
            continue
        petals = int(rng.integers(4, 9))
        for k in range(petals):
            a = turn + k * 2 * math.pi / petals
            cv2.ellipse(img, (int(cx + r * 0.55 * math.cos(a)), int(cy + r * 0.55 * math.sin(a))),
                        (max(1, int(r * 0.5)), max(1, int(r * rng.uniform(0.2, 0.35)))),
                        math.degrees(a), 0, 360, colour, -1, cv2.LINE_AA)
        heart = colours[int(rng.integers(len(colours)))]
        cv2.circle(img, (int(cx), int(cy)), max(1, int(r * rng.uniform(0.15, 0.3))), heart, -1,
                   cv2.LINE_AA)


def fruit(rng, img, cx, cy, r, colour, other):
    """Round fruit with a stem, a pair of cherries, a citrus slice or a bunch of berries."""
    c = (int(cx), int(cy))
    kind = rng.integers(4)
    if kind == 0:
        cv2.circle(img, c, max(1, int(r * 0.7)), colour, -1, cv2.LINE_AA)
        cv2.ellipse(img, (int(cx + r * 0.3), int(cy - r * 0.75)), (max(1, int(r * 0.35)), max(1, int(r * 0.15))),
                    -30, 0, 360, other, -1, cv2.LINE_AA)
    elif kind == 1:
        for k in (-1, 1):
            end = (int(cx + k * r * 0.5), int(cy + r * 0.3))
            cv2.line(img, end, (int(cx), int(cy - r)), other, max(1, int(r * 0.08)), cv2.LINE_AA)
            cv2.circle(img, end, max(1, int(r * 0.35)), colour, -1, cv2.LINE_AA)
    elif kind == 2:
        cv2.circle(img, c, max(1, int(r * 0.8)), colour, -1, cv2.LINE_AA)
        cv2.circle(img, c, max(1, int(r * 0.68)), other, -1, cv2.LINE_AA)
        n = int(rng.integers(6, 11))
        for k in range(n):
            a = k * 2 * math.pi / n
            cv2.line(img, c, (int(cx + r * 0.68 * math.cos(a)), int(cy + r * 0.68 * math.sin(a))), colour,
                     max(1, int(r * 0.06)), cv2.LINE_AA)
    else:
        b = r * rng.uniform(0.15, 0.25)
        for _ in range(int(rng.integers(4, 13))):
            cv2.circle(img, (int(cx + rng.normal(0, r * 0.35)), int(cy + rng.normal(0, r * 0.35))),
                       max(1, int(b)), colour, -1, cv2.LINE_AA)


def prints(rng, img):
    """A tablecloth printed with one to three motifs in two to four colours, sometimes over checks."""
    h, w = img.shape[:2]
    if rng.random() < 0.3:
        p = rng.uniform(10, 60) * SS
        yy, xx = np.mgrid[0:h, 0:w]
        m = (((xx // p) % 2 + (yy // p) % 2) / 4.0)[..., None]
        img[:] = img * (1 - m) + rand_colour(rng) * m
    if rng.random() < 0.3:
        flowers(rng, img)
    size = rng.uniform(4, 40) * SS
    colours = [rand_colour(rng).tolist() for _ in range(int(rng.integers(2, 5)))]
    motifs = rng.choice(['fruit', 'dots', 'paisley', 'shapes'], int(rng.integers(1, 4)))
    for _ in range(int(h * w / (size * size) * rng.uniform(0.05, 0.4))):
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        r = size * rng.uniform(0.6, 1.4)
        colour, other = (colours[int(i)] for i in rng.integers(len(colours), size=2))
        motif = motifs[int(rng.integers(len(motifs)))]
        if motif == 'fruit':
            fruit(rng, img, cx, cy, r, colour, other)
        elif motif == 'dots':
            for _ in range(int(rng.integers(1, 6))):
                cv2.circle(img, (int(cx + rng.uniform(-r, r)), int(cy + rng.uniform(-r, r))),
                           max(1, int(r * rng.uniform(0.08, 0.3))), colour, -1, cv2.LINE_AA)
        elif motif == 'paisley':
            a = rng.uniform(0, 360)
            cv2.ellipse(img, (int(cx), int(cy)), (max(1, int(r)), max(1, int(r * 0.55))), a, 0, 360, colour,
                        max(1, int(r * 0.12)), cv2.LINE_AA)
            t = math.radians(a)
            for k in range(int(rng.integers(1, 5))):
                d = (k - 1.5) * r * 0.35
                cv2.circle(img, (int(cx + d * math.cos(t)), int(cy + d * math.sin(t))), max(1, int(r * 0.1)),
                           other, -1, cv2.LINE_AA)
        else:
            n = int(rng.integers(3, 6))
            a = rng.uniform(0, 2 * math.pi)
            pts = [(cx + r * 0.5 * math.cos(a + k * 2 * math.pi / n), cy + r * 0.5 * math.sin(a + k * 2 * math.pi / n))
                   for k in range(n)]
            cv2.fillPoly(img, [np.array(pts, np.int32)], colour, cv2.LINE_AA)


def table(rng, h, w, tables='usual'):
    """A table surface (float RGB 0..1) and its kind; `tables` names the kinds drawn from."""
    names, shares = TABLES[tables]
    kind = rng.choice(names, p=shares)
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
    elif kind == 'flowers':
        flowers(rng, img)
    elif kind == 'prints':
        prints(rng, img)
    elif kind == 'print':
        for _ in range(rng.integers(3, 15)):
            c2 = rand_colour(rng)
            text = ''.join(rng.choice(list('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 '), rng.integers(2, 10)))
            cv2.putText(img, text, (int(rng.uniform(-50, w)), int(rng.uniform(0, h))),
                        int(rng.integers(0, 8)), rng.uniform(0.5, 3) * SS, c2.tolist(),
                        int(rng.uniform(1, 6) * SS), cv2.LINE_AA)
    return np.clip(img, 0, 1)
