"""The real photos as other phones and hands make them (make.py's `looks`, `sizes` and `stretched`
sets): the whole photo in another camera's look, at every size a file comes in, and squeezed out of
shape. The looks and sizes each read right when they were made; all are kept so that a new model is
held to them too."""

import cv2
import numpy as np


def cool(im):
    """A cool cast: blue up a quarter, red down a fifth (a phone's white balance under a window)."""
    f = im.astype(np.float32)
    f[..., 0] *= 1.25
    f[..., 2] *= 0.8
    return f


def oversaturated(im):
    hsv = cv2.cvtColor(im, cv2.COLOR_BGR2HSV).astype(np.float32)
    hsv[..., 1] = np.clip(hsv[..., 1] * 1.8, 0, 255)
    return cv2.cvtColor(hsv.astype(np.uint8), cv2.COLOR_HSV2BGR)


def oversharpened(im):
    """An unsharp mask a 300th of the long side wide, at 1.2: haloes round every pip and edge."""
    soft = cv2.GaussianBlur(im, (0, 0), max(im.shape[:2]) / 300).astype(np.float32)
    return cv2.addWeighted(im.astype(np.float32), 2.2, soft, -1.2, 0)


def vignetted(im):
    """The corners at three tenths of the light in the middle."""
    h, w = im.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w]
    r = ((xx - w / 2) ** 2 + (yy - h / 2) ** 2) / ((w / 2) ** 2 + (h / 2) ** 2)
    return im * (1 - 0.7 * r)[..., None]


def hazy(im):
    """As through a smudged lens: a third of the light spread a 30th of the long side, and a veil."""
    glow = cv2.GaussianBlur(im.astype(np.float32), (0, 0), max(im.shape[:2]) / 30)
    return im * 0.55 + glow * 0.3 + 255 * 0.15


def grey(im):
    return cv2.cvtColor(cv2.cvtColor(im, cv2.COLOR_BGR2GRAY), cv2.COLOR_GRAY2BGR)


LOOKS = {'cool': cool, 'oversaturated': oversaturated, 'oversharpened': oversharpened, 'vignetted': vignetted,
         'hazy': hazy, 'grey': grey}
SIZES = (256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096)


def looks(rng, photos, labels, write):
    for name, image in photos:
        for kind, look in LOOKS.items():
            write(f'{kind}-{name}', look(image) + rng.normal(0, 2, image.shape), labels[name], [kind], quality=88)


def sizes(rng, photos, labels, write):
    """Each photo brought to every size in `SIZES` on its long side."""
    for name, image in photos:
        for side in SIZES:
            k = side / max(image.shape[:2])
            out = cv2.resize(image, None, fx=k, fy=k, interpolation=cv2.INTER_AREA if k < 1 else cv2.INTER_CUBIC)
            write(f'{side}px-{name}', out, labels[name], [f'{side} px'])


# An export that brings every photo to a square (as labelling tools do) squeezes a 4:3, 3:2 or 16:9
# photo along its long side: tiles of one direction come out squat, of the other slender.
SQUEEZES = (0.75, 2 / 3, 0.5625)


def stretched(rng, photos, labels, write):
    """Each photo squeezed along x, then along y, by every factor in `SQUEEZES`."""
    for name, image in photos:
        h, w = image.shape[:2]
        for k in SQUEEZES:
            for axis, size in (('x', (round(w * k), h)), ('y', (w, round(h * k)))):
                out = cv2.resize(image, size, interpolation=cv2.INTER_AREA)
                write(f'{axis}{round(100 * k)}-{name}', out, labels[name], [f'squeezed to {round(100 * k)} % along {axis}'],
                      quality=92)
