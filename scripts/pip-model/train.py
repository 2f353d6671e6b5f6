"""Trains the pip model on rendered photos: `python3 train.py DATA.pkl OUT.pt [--steps N]
[--seed S] [--resume IN.pt] [--blur P] [--add MORE.pkl]`. One CPU run; the seed fixes the
weights' start and the batches.

Targets (CenterNet-style): a Gaussian peak at each pip's centre on the half-resolution map, at
each tile's centre on the quarter-resolution one, and the tile's size and direction regressed
around its centre. Augmented on the fly: crops, flips, quarter turns, channel swaps and
inversion (a pink tile with yellow pips is an ivory one with blue pips, colours swapped), and
with `--blur` a share of the photos blurred by a share of their tiles' width (`tile_blur`).
"""

import argparse
import math
import pickle
import time

import cv2
import numpy as np
import torch
import torch.nn.functional as F

from light_and_camera import motion_blur
from model import Net, normalise

CROP = 224


def gaussian(heat, cx, cy, sigma):
    h, w = heat.shape
    r = int(3 * sigma + 1)
    x0, x1 = max(0, int(cx) - r), min(w, int(cx) + r + 2)
    y0, y1 = max(0, int(cy) - r), min(h, int(cy) + r + 2)
    if x1 <= x0 or y1 <= y0:
        return None
    yy, xx = np.mgrid[y0:y1, x0:x1]
    g = np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * sigma * sigma))
    np.maximum(heat[y0:y1, x0:x1], g, out=heat[y0:y1, x0:x1])
    return (y0, y1, x0, x1, g)


def cell(v, stride):
    """The output cell whose centre is nearest to input coordinate v."""
    return (v - (stride - 1) / 2) / stride


def targets(label, size):
    """Heat maps and regression targets of one (augmented) photo of size x size."""
    ph = np.zeros((size // 2, size // 2), np.float32)
    for x, y, r in label['pips']:
        cx, cy = cell(x, 2), cell(y, 2)
        gaussian(ph, cx, cy, max(0.6, r / 2 * 0.5))
        i, j = int(round(cy)), int(round(cx))
        if 0 <= i < ph.shape[0] and 0 <= j < ph.shape[1]:
            ph[i, j] = 1
    q = size // 4
    th = np.zeros((q, q), np.float32)
    reg = np.zeros((4, q, q), np.float32)
    wreg = np.zeros((q, q), np.float32)
    for x, y, L, W, a, _, _ in label['tiles']:
        cx, cy = cell(x, 4), cell(y, 4)
        box = gaussian(th, cx, cy, max(0.7, W / 4 / 4))
        i, j = int(round(cy)), int(round(cx))
        if 0 <= i < q and 0 <= j < q:
            th[i, j] = 1
        if box is None:
            continue
        y0, y1, x0, x1, g = box
        sel = g > 0.3
        weight = np.where(sel, g, 0)
        better = weight > wreg[y0:y1, x0:x1]
        values = (math.log(max(L, 2) / 32), math.log(max(W, 1) / 32), math.cos(2 * a), math.sin(2 * a))
        for k, v in enumerate(values):
            reg[k, y0:y1, x0:x1][better] = v
        wreg[y0:y1, x0:x1][better] = weight[better]
    return ph, th, reg, wreg


def tile_blur(rng, image, label):
    """The photo blurred by a share of its tiles' width, as a phone out of focus or moved blurs
    them whatever their size in pixels (the renders' own blur is a fixed 0.3 to 2.5 pixels):
    a Gaussian of 2 to 8 % of the width or a motion blur 10 to 30 % of it long, then a
    sensor's noise again (the blur smoothed the render's away)."""
    if not label['tiles']:
        return image
    width = float(np.median([W for _, _, _, W, *_ in label['tiles']]))
    img = image.astype(np.float32)
    if rng.random() < 0.5:
        img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.02, 0.08) * width)
    else:
        n = max(3, int(rng.uniform(0.1, 0.3) * width) | 1)
        img = motion_blur(img, n, rng.uniform(0, 180))
    img += rng.normal(0, rng.uniform(0.5, 3), img.shape).astype(np.float32)
    return np.clip(img + 0.5, 0, 255).astype(np.uint8)


def augment(rng, image, label, blur=0.0):
    if blur and rng.random() < blur:  # no draw when off: the batches stay the shipped recipe's
        image = tile_blur(rng, image, label)
    size = image.shape[0]
    ox, oy = rng.integers(0, size - CROP + 1, 2)
    img = image[oy:oy + CROP, ox:ox + CROP]
    pips = [(x - ox, y - oy, r) for x, y, r in label['pips']]
    tiles = [(x - ox, y - oy, L, W, a, va, vb) for x, y, L, W, a, va, vb in label['tiles']]
    inside = lambda x, y: 0 <= x < CROP and 0 <= y < CROP
    pips = [p for p in pips if inside(p[0], p[1])]
    tiles = [t for t in tiles if inside(t[0], t[1])]
    if rng.random() < 0.5:  # mirror left-right
        img = img[:, ::-1]
        pips = [(CROP - 1 - x, y, r) for x, y, r in pips]
        tiles = [(CROP - 1 - x, y, L, W, math.pi - a, va, vb) for x, y, L, W, a, va, vb in tiles]
    for _ in range(int(rng.integers(0, 4))):  # quarter turns clockwise on screen
        img = np.rot90(img, -1)
        pips = [(CROP - 1 - y, x, r) for x, y, r in pips]
        tiles = [(CROP - 1 - y, x, L, W, a + math.pi / 2, va, vb) for x, y, L, W, a, va, vb in tiles]
    img = np.ascontiguousarray(img)
    if rng.random() < 0.5:
        img = img[..., rng.permutation(3)]
    if rng.random() < 0.1:
        img = 255 - img
    if rng.random() < 0.1:
        img = np.repeat(img.mean(axis=2, keepdims=True), 3, axis=2).astype(np.uint8)
    return img, {'pips': pips, 'tiles': tiles}


def focal(logits, target):
    """CenterNet's focal loss: peaks are 1, the rest is penalised less near a peak."""
    p = torch.sigmoid(logits).clamp(1e-4, 1 - 1e-4)
    pos = target.eq(1).float()
    neg = 1 - pos
    pos_loss = torch.log(p) * (1 - p) ** 2 * pos
    neg_loss = torch.log(1 - p) * p ** 2 * (1 - target) ** 4 * neg
    n = pos.sum().clamp(min=1)
    return -(pos_loss.sum() + neg_loss.sum()) / n


def batch(rng, data, n, blur):
    idx = rng.integers(0, len(data['labels']), n)
    imgs, phs, ths, regs, ws = [], [], [], [], []
    for i in idx:
        img, lab = augment(rng, data['images'][i], data['labels'][i], blur)
        ph, th, reg, w = targets(lab, CROP)
        imgs.append(img), phs.append(ph), ths.append(th), regs.append(reg), ws.append(w)
    t = lambda a: torch.from_numpy(np.stack(a))
    return t(imgs).permute(0, 3, 1, 2), t(phs)[:, None], t(ths)[:, None], t(regs), t(ws)[:, None]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('data')
    ap.add_argument('out')
    ap.add_argument('--steps', type=int, default=3000)
    ap.add_argument('--stop-after', type=int, help='stop after this step (the schedule still spans --steps)')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--batch', type=int, default=16)
    ap.add_argument('--lr', type=float, default=2e-3)
    ap.add_argument('--resume')
    ap.add_argument('--add', action='append', default=[], help='more photos (a .pkl) drawn from with DATA\'s')
    ap.add_argument('--blur', type=float, default=0.0, help='share of photos blurred by a share of their tiles\' width')
    # One thread: on a shared two-core machine two threads wait on each other at every layer.
    ap.add_argument('--threads', type=int, default=1)
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = np.random.default_rng(args.seed)
    with open(args.data, 'rb') as f:
        data = pickle.load(f)
    for more in args.add:
        with open(more, 'rb') as f:
            added = pickle.load(f)
        data = {'images': np.concatenate([data['images'], added['images']]),
                'labels': data['labels'] + added['labels']}
    net = Net()
    if args.resume:
        net.load_state_dict(torch.load(args.resume))
    opt = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=1e-4)
    start = time.time()
    avg = None
    for step in range(1, (args.stop_after or args.steps) + 1):
        elapsed = time.time() - start
        # Cosine decay over the run, after a short warm-up.
        lr = args.lr * min(1, step / 200) * 0.5 * (1 + math.cos(math.pi * step / args.steps))
        for g in opt.param_groups:
            g['lr'] = lr
        x, ph, th, reg, w = batch(rng, data, args.batch, args.blur)
        pip_logits, tile_out = net(normalise(x))
        loss_pip = focal(pip_logits, ph)
        loss_tile = focal(tile_out[:, :1], th)
        loss_reg = (F.l1_loss(tile_out[:, 1:], reg, reduction='none') * w).sum() / w.sum().clamp(min=1)
        loss = loss_pip + loss_tile + loss_reg
        opt.zero_grad()
        loss.backward()
        opt.step()
        parts = np.array([loss_pip.item(), loss_tile.item(), loss_reg.item()])
        avg = parts if avg is None else 0.98 * avg + 0.02 * parts
        if step % 50 == 0:
            print(f'step {step} {elapsed / 60:.1f} min lr {lr:.5f} pip {avg[0]:.3f} tile {avg[1]:.3f} '
                  f'reg {avg[2]:.3f}', flush=True)
        if step % 500 == 0:
            torch.save(net.state_dict(), args.out)
    torch.save(net.state_dict(), args.out)
    print(f'done: {step} steps in {(time.time() - start) / 60:.1f} min', flush=True)


if __name__ == '__main__':
    main()
