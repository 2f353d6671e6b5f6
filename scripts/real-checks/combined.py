"""The real photos with several of the other sets' changes at once (make.py's `combined` sets), as
a family's photo has them together: the tiles recoloured or not, on their own table or another,
as shot or lit by a dim room, a shadow, a low lamp or a flash, sharp or a little out of focus or
moved, saved as a phone or a messenger saves a JPEG. Each change is as mild as a person still
reads at a glance; the other sets take each one alone to its hardest."""

import cv2
import numpy as np

from scene import (any_table, by_flash, by_lamp, cast_shadow, dim, in_shadow, moved, out_of_focus, recolour,
                   soft_edges, tile_width)

TABLES = ('own', 'paper', 'cloth', 'wood', 'marble', 'darkcloth', 'towel-white', 'paper-teal', 'gingham-fine')
LIGHTS = ('as shot', 'dim', 'shadow', 'lamp', 'flash')
FOCUS = ('sharp', 'soft', 'out of focus', 'moved')


def one_photo(rng, image, m, polys, schemes):
    """One photo made from `image`, and what was done to it."""
    tw, centre = tile_width(polys), np.concatenate(polys).mean(0)
    picture, soft = image.astype(np.float32), soft_edges(m)
    kinds = []
    if rng.random() < 0.4:
        scheme = str(rng.choice(list(schemes)))
        picture, soft = recolour(image, m, polys, *schemes[scheme])
        kinds.append(scheme)
    where = str(rng.choice(TABLES))
    if where != 'own':
        under = any_table(rng, where, *image.shape[:2], tw, grain=0.03)
        picture = picture * soft + under * (1 - 0.35 * cast_shadow(soft)) * (1 - soft)
    kinds.append(where)
    light = str(rng.choice(LIGHTS))
    picture = {'as shot': lambda: picture, 'dim': lambda: dim(rng, picture),
               'shadow': lambda: in_shadow(rng, picture, soft, centre, tw),
               'lamp': lambda: by_lamp(rng, picture, soft, centre, tw),
               'flash': lambda: by_flash(rng, picture, soft, centre, tw)}[light]()
    kinds.append(light)
    focus = str(rng.choice(FOCUS))
    if focus == 'soft':
        picture = cv2.GaussianBlur(picture, (0, 0), rng.uniform(0.02, 0.05) * tw)
    elif focus == 'out of focus':
        picture = out_of_focus(picture, rng.uniform(0.04, 0.08) * tw)
    elif focus == 'moved':
        picture = moved(picture, int(rng.uniform(0.08, 0.15) * tw) | 1, rng.uniform(0, 180))
    kinds.append(focus)
    return np.clip(picture + rng.normal(0, 2.5, picture.shape), 0, 255), kinds


def combined(schemes):
    """make.py's builder: four photos from each real photo, each with its own changes."""
    def build(rng, cut, labels, write):
        for name, image, m, polys in cut:
            for k in range(4):
                picture, kinds = one_photo(rng, image, m, polys, schemes)
                write(f'mix{k}-{name}', picture, labels[name], kinds, quality=int(rng.integers(60, 93)))
    return build
