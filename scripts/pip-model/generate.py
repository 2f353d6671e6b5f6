"""Writes N rendered photos and their labels, one seed per photo (seeds FIRST to FIRST+N-1), on
every core: `python3 generate.py OUT N FIRST [SIZE [LAYOUTS [TABLES]]]`. OUT.pkl is one file for training;
a folder gets JPEG files and a labels.json as `npm run photo-accuracy` reads them. LAYOUTS is
`varied` (sets draw their pips as sets differ: the face model's training photos), `one` (every
set one layout: the pip model's) or `other` (half the sets draw each of `tile.OTHER_LAYOUTS`: a
check of sets drawn otherwise). TABLES is `usual`, `flowers` or `prints` (`surface.TABLES`).

Training uses seeds from 1, the held-out check seeds from 1,000,000: no photo is in both.
"""

import json
import multiprocessing
import os
import pickle
import sys

import cv2

import numpy as np

from render import render


def one(args):
    seed, size, layouts, tables = args
    return render(np.random.default_rng(seed), size, layouts, tables)


def main():
    out, n, first = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    size = int(sys.argv[4]) if len(sys.argv) > 4 else 320
    layouts = sys.argv[5] if len(sys.argv) > 5 else 'varied'
    tables = sys.argv[6] if len(sys.argv) > 6 else 'usual'
    with multiprocessing.Pool() as pool:
        items = pool.map(one, [(first + i, size, layouts, tables) for i in range(n)], chunksize=16)
    if not out.endswith('.pkl'):
        return write_folder(out, first, items)
    images = np.stack([image for image, _ in items])
    labels = [label for _, label in items]
    with open(out, 'wb') as f:
        pickle.dump({'images': images, 'labels': labels, 'first_seed': first}, f, protocol=4)


def write_folder(out, first, items):
    os.makedirs(out, exist_ok=True)
    labels = []
    for i, (image, label) in enumerate(items):
        name = f'render-{first + i}.jpg'
        cv2.imwrite(os.path.join(out, name), image[..., ::-1], [cv2.IMWRITE_JPEG_QUALITY, 92])
        faces = [f'{min(a, b)}-{max(a, b)}' for *_, a, b in label['tiles']]
        pips = len(label['pips'])
        # Where the photo's edge cuts a tile, the pips in the photo are not its tiles' pips, and
        # which is the count is anyone's guess: such photos are reported apart.
        whole = pips == sum(a + b for *_, a, b in label['tiles'])
        labels.append({'file': name, 'pips': pips, 'tiles': len(faces), 'faces': faces,
                       'kinds': label['kinds'] + ['tiles whole' if whole else 'a tile cut by the edge']})
    with open(os.path.join(out, 'labels.json'), 'w') as f:
        json.dump(labels, f, indent=1)


if __name__ == '__main__':
    main()
