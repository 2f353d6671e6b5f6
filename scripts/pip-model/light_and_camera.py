"""What happens between the table and the picture: the room's light on the scene, then the
camera's tilt, blur, noise, night mode, gamma and JPEG."""

import cv2
import numpy as np

from surface import smooth_noise


def light(rng, scene, big):
    """The scene lit: an uneven field, a colour cast, a glare, a soft shadow; and the exposure."""
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
    return scene, exposure


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


def tilted_view(rng, scene, S, margin, size):
    """The picture seen by a tilted camera, and the homography from the scene to it (before the
    supersampling is averaged down)."""
    Hm, _ = random_homography(rng, S, S)
    # The scene runs past the frame by margin on every side: the homography is the frame's.
    T = np.array([[1, 0, -margin], [0, 1, -margin], [0, 0, 1]], np.float64)
    Hfull = Hm @ T
    img = cv2.warpPerspective(scene, Hfull, (S, S), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT)
    img = cv2.resize(img, (size, size), interpolation=cv2.INTER_AREA)
    return img, Hfull


def motion_blur(img, n, angle):
    """The picture moved n pixels along a line at angle degrees while it was taken."""
    kern = np.zeros((n, n), np.float32)
    kern[n // 2, :] = 1
    turn = cv2.getRotationMatrix2D((n / 2 - 0.5, n / 2 - 0.5), angle, 1)
    kern = cv2.warpAffine(kern, turn, (n, n))
    return cv2.filter2D(img, -1, kern / max(kern.sum(), 1e-6))


def lens_and_sensor(rng, img, exposure):
    """Blur, noise, a night mode's smoothing, gamma and JPEG: the uint8 picture, and whether it
    is blurred enough to report."""
    blurred = False
    if rng.random() < 0.5:
        s = rng.uniform(0.3, 1.6) if rng.random() < 0.8 else rng.uniform(1.5, 2.5)
        img = cv2.GaussianBlur(img, (0, 0), s)
        if s > 1.2:
            blurred = True
    elif rng.random() < 0.2:
        k = int(rng.integers(3, 8))
        img = motion_blur(img, k, rng.uniform(0, 180))
        blurred = True
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
    return out, blurred
