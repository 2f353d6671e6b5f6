"""Trains the face model, which reads a tile's two halves from the tile alone:
`python3 faces.py OUT.pt --photos N --steps S --seed 1 [--first FIRST] [--tables T] [--empty E]
[--resume IN.pt] [--crops FILE]`.

Its input is one face-up tile cut out of a rendered photo and turned to lie along x, FACE_LENGTH
by FACE_WIDTH pixels (`tile_crop`, as src/photo/face-crop.ts cuts it in the app), its outline
shifted, turned and scaled a little as the pip model's tile map misses it; its output, for the
left and the right half, which of 0 to 15 pips it shows, or no face (BACK): a tile's back (face-down
tiles are cut out too, and each back once more loosely, as the tile map outlines a part of it) or,
with --empty, an outline on the bare table, as the pip model finds in a printed tablecloth. The
crops come from photos rendered by render.py with seeds FIRST to FIRST+N-1 (the first step's 1 to
N are the pip model's training seeds); --resume goes on from weights already trained; --crops
keeps the tiles cut in FILE and takes them from it when it exists (the second seed's run cuts the
same tiles from the same photos).
"""

import argparse
import math
import multiprocessing
import os
import time

import cv2
import numpy as np
import torch
import torch.nn.functional as F

from model import BACK, FACE_CLASSES, FACE_LENGTH, FACE_WIDTH, FaceNet, normalise
from render import render

# A tile narrower than this in the photo is left out: the app looks at such photos again larger.
NARROWEST = 16
PHOTO_SIZE = 320


def tile_crop(image, x, y, length, width, angle):
    """The tile at (x, y), its long axis along x, as FACE_LENGTH x FACE_WIDTH pixels (the a half
    on the left). Sampled at four points an output pixel, as the app does, so a large tile is
    averaged down rather than aliased."""
    k = 4
    c, s = math.cos(angle), math.sin(angle)
    sx, sy = length / (FACE_LENGTH * k), width / (FACE_WIDTH * k)
    # Output pixel (u, v) of the k-times finer grid takes the photo at centre + (u', v') turned.
    u0, v0 = (FACE_LENGTH * k - 1) / 2, (FACE_WIDTH * k - 1) / 2
    m = np.array([[c * sx, -s * sy, x - c * sx * u0 + s * sy * v0],
                  [s * sx, c * sy, y - s * sx * u0 - c * sy * v0]])
    fine = cv2.warpAffine(image, m, (FACE_LENGTH * k, FACE_WIDTH * k),
                          flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP, borderMode=cv2.BORDER_REPLICATE)
    return cv2.resize(fine, (FACE_LENGTH, FACE_WIDTH), interpolation=cv2.INTER_AREA)


def crops_of(job):
    """Every readable tile of the photo of `seed`, face up or down, each cut twice with a
    different miss (a back a third time, loosely), and `empty` outlines of the tiles' size on the
    bare table (read as BACK: no face to count)."""
    seed, tables, empty = job
    rng = np.random.default_rng(seed)
    image, label = render(rng, PHOTO_SIZE, 'varied', tables)
    jitter = np.random.default_rng(seed + 10_000_000)
    out = []
    backs = [back + (BACK, BACK) for back in label['backs']]
    for x, y, length, width, angle, va, vb in label['tiles'] + backs:
        if width < NARROWEST:
            continue
        for _ in range(2):
            along, across = jitter.normal(0, [0.05 * length, 0.08 * width])
            a = angle + jitter.normal(0, math.radians(4))
            crop = tile_crop(image, x + along * math.cos(a) - across * math.sin(a),
                             y + along * math.sin(a) + across * math.cos(a),
                             length * math.exp(jitter.normal(0, 0.07)),
                             width * math.exp(jitter.normal(0, 0.07)), a)
            out.append((crop, va, vb))
        if va == BACK:
            # The tile map's outline of a back is often a part of it, or a part of it and the
            # table: cut so, it still shows no face.
            along, across = jitter.uniform(-0.25, 0.25, 2) * [length, width]
            crop = tile_crop(image, x + along * math.cos(angle) - across * math.sin(angle),
                             y + along * math.sin(angle) + across * math.cos(angle),
                             length * jitter.uniform(0.55, 1.0), width * jitter.uniform(0.55, 1.0),
                             angle + jitter.normal(0, math.radians(8)))
            out.append((crop, BACK, BACK))
    return out + bare_table(image, label['tiles'] + backs, label['pips'], jitter, empty)


def bare_table(image, tiles, pips, rng, n):
    """Up to n outlines of a tile's size, turned anyhow, that hold no pip and hardly any of the
    tiles: what the pip model takes for a tile in a printed tablecloth, cut as the app cuts a tile."""
    if n == 0:
        return []
    sizes = [(length, width) for _, _, length, width, *_ in tiles if width >= NARROWEST] or [(48.0, 24.0)]
    covered = np.zeros(image.shape[:2], np.uint8)
    for x, y, length, width, angle, *_ in tiles:
        fill_box(covered, x, y, length, width, angle)
    for x, y, r in pips:
        cv2.circle(covered, (int(x), int(y)), int(r) + 1, 1, -1)
    out = []
    for _ in range(n * 10):
        if len(out) == n:
            break
        length, width = np.array(sizes[int(rng.integers(len(sizes)))]) * math.exp(rng.normal(0, 0.2))
        x, y = rng.uniform(0, image.shape[1]), rng.uniform(0, image.shape[0])
        angle = rng.uniform(-math.pi, math.pi)
        box = fill_box(np.zeros_like(covered), x, y, length, width, angle)
        if (box & covered).sum() <= 0.05 * max(1, box.sum()):
            out.append((tile_crop(image, x, y, length, width, angle), BACK, BACK))
    return out


def fill_box(mask, x, y, length, width, angle):
    cv2.fillPoly(mask, [cv2.boxPoints(((x, y), (length, width), math.degrees(angle))).astype(np.int32)], 1)
    return mask


def make_data(photos, first=1, tables='usual', empty=0):
    with multiprocessing.Pool() as pool:
        parts = pool.map(crops_of, [(seed, tables, empty) for seed in range(first, first + photos)], chunksize=32)
    items = [item for part in parts for item in part]
    images = np.stack([crop for crop, _, _ in items])
    labels = np.array([(va, vb) for _, va, vb in items], np.int64)
    return images, labels


def augment(rng, images, labels):
    """Half-turns (the halves swap), mirrors, channel swaps, inversion and grey, on the fly."""
    images, labels = images.copy(), labels.copy()
    for i in range(len(images)):
        img = images[i]
        if rng.random() < 0.5:
            img = img[::-1, ::-1]
            labels[i] = labels[i][::-1]
        if rng.random() < 0.5:
            img = img[::-1]
        img = img[..., rng.permutation(3)]
        if rng.random() < 0.1:
            img = 255 - img
        if rng.random() < 0.1:
            img = np.repeat(img.mean(axis=2, keepdims=True), 3, axis=2).astype(np.uint8)
        images[i] = img
    return images, labels


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('out')
    ap.add_argument('--photos', type=int, default=16000)
    ap.add_argument('--steps', type=int, default=12000)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--batch', type=int, default=64)
    ap.add_argument('--lr', type=float, default=3e-3)
    ap.add_argument('--threads', type=int, default=1)
    ap.add_argument('--first', type=int, default=1, help='the first photo\'s seed')
    ap.add_argument('--tables', default='usual', help='surface.TABLES')
    ap.add_argument('--empty', type=int, default=0, help='outlines on the bare table a photo')
    ap.add_argument('--resume', help='start from these weights')
    ap.add_argument('--crops', help='the tiles cut, kept in this .npz file and taken from it')
    args = ap.parse_args()
    start = time.time()
    if args.crops and os.path.exists(args.crops):
        kept = np.load(args.crops)
        images, labels = kept['images'], kept['labels']
    else:
        images, labels = make_data(args.photos, args.first, args.tables, args.empty)
        if args.crops:
            np.savez(args.crops, images=images, labels=labels)
    held = len(images) // 20  # the last 5 %, never trained on, says how training goes
    print(f'{len(images)} tiles from {args.photos} photos in {(time.time() - start) / 60:.1f} min', flush=True)
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = np.random.default_rng(args.seed)
    net = FaceNet()
    if args.resume:
        net.load_state_dict(torch.load(args.resume))
    opt = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=1e-4)
    n_train = len(images) - held
    start = time.time()
    for step in range(1, args.steps + 1):
        lr = args.lr * min(1, step / 200) * 0.5 * (1 + math.cos(math.pi * step / args.steps))
        for g in opt.param_groups:
            g['lr'] = lr
        net.train()
        idx = rng.integers(0, n_train, args.batch)
        x, y = augment(rng, images[idx], labels[idx])
        logits = halves(net(normalise(torch.from_numpy(x).permute(0, 3, 1, 2))))
        loss = F.cross_entropy(logits.reshape(-1, FACE_CLASSES), torch.from_numpy(y).reshape(-1))
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 250 == 0 or step == args.steps:
            print(f'step {step} {(time.time() - start) / 60:.1f} min loss {loss.item():.3f} '
                  f'held-out halves right {accuracy(net, images[n_train:], labels[n_train:]):.3f}', flush=True)
    torch.save(net.state_dict(), args.out)


def halves(out):
    """The network's 1 x 2 map as (batch, half, class)."""
    return out[:, :, 0, :].permute(0, 2, 1)


def accuracy(net, images, labels):
    net.eval()
    with torch.no_grad():
        logits = halves(net(normalise(torch.from_numpy(images).permute(0, 3, 1, 2))))
    return (logits.argmax(-1).numpy() == labels).mean()


if __name__ == '__main__':
    main()
