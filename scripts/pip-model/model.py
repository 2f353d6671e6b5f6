"""The pip model: a small encoder-decoder that marks, in a photo of dominoes,
  - each pip of a face-up tile (a heat map at half the photo's resolution, made at a quarter as
    four sub-pixel maps: the costly full-width layers at half resolution are not needed), and
  - each face-up tile's centre (a heat map at a quarter), with its length and width (log of
    pixels / 32) and its long axis's direction as (cos 2a, sin 2a).

`Net.layers()` lists it as plain layers that `export.py` writes for src/photo/model/ to run.
"""

import torch
import torch.nn as nn
import torch.nn.functional as F


class ConvBN(nn.Module):
    def __init__(self, cin, cout, k=3, stride=1, dilation=1, groups=1, act=True):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, k, stride, padding=dilation * (k // 2), dilation=dilation,
                              groups=groups, bias=False)
        self.bn = nn.BatchNorm2d(cout)
        self.act = act

    def forward(self, x):
        x = self.bn(self.conv(x))
        return F.relu(x) if self.act else x


class Block(nn.Module):
    """A 3x3 convolution with a residual."""

    def __init__(self, c, dilation=1):
        super().__init__()
        self.conv = ConvBN(c, c, 3, 1, dilation, act=False)

    def forward(self, x):
        return F.relu(self.conv(x) + x)


WIDTHS = (16, 32, 48, 64, 96)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        c1, c2, c3, c4, c5 = WIDTHS
        self.down1 = ConvBN(3, c1, 3, 2)
        self.down2 = ConvBN(c1, c2, 3, 2)
        self.enc2 = Block(c2)
        self.down3 = ConvBN(c2, c3, 3, 2)
        self.enc3 = nn.Sequential(Block(c3), Block(c3))
        self.down4 = ConvBN(c3, c4, 3, 2)
        self.enc4 = nn.Sequential(Block(c4), Block(c4))
        self.down5 = ConvBN(c4, c5, 3, 2)
        self.enc5 = nn.Sequential(Block(c5, 2), Block(c5, 4))
        self.lat4 = ConvBN(c5, c4, 1)
        self.dec4 = Block(c4)
        self.lat3 = ConvBN(c4, c3, 1)
        self.dec3 = Block(c3)
        self.lat2 = ConvBN(c3, c2, 1)
        self.dec2 = Block(c2)
        self.tile_head = nn.Conv2d(c2, 5, 1)  # centre logit, log length, log width, cos 2a, sin 2a
        self.pip_head = nn.Conv2d(c2, 4, 1)  # a 2x2 block of the half-resolution pip map
        # Peaks are rare: both maps start near 1 % everywhere, as CenterNet's do.
        nn.init.constant_(self.pip_head.bias, -4.6)
        with torch.no_grad():
            self.tile_head.bias[:1].fill_(-4.6)

    def forward(self, x):
        s2 = self.enc2(self.down2(self.down1(x)))
        s3 = self.enc3(self.down3(s2))
        s4 = self.enc4(self.down4(s3))
        s5 = self.enc5(self.down5(s4))
        up = lambda t: F.interpolate(t, scale_factor=2, mode='nearest')
        u4 = self.dec4(up(self.lat4(s5)) + s4)
        u3 = self.dec3(up(self.lat3(u4)) + s3)
        u2 = self.dec2(up(self.lat2(u3)) + s2)
        return F.pixel_shuffle(self.pip_head(u2), 2), self.tile_head(u2)


def normalise(images):
    """Per photo: each channel less its mean, over the spread of all three, so that a dim or
    tinted photo reaches the network as a well-lit one does. Mirrored in src/photo/model/."""
    x = images.float() / 255
    x = x - x.mean(dim=(2, 3), keepdim=True)
    return x / (x.pow(2).mean(dim=(1, 2, 3), keepdim=True).sqrt() + 0.02)


# The face model's input: a tile cut out and turned to lie along x (src/photo/face-crop.ts).
FACE_LENGTH, FACE_WIDTH = 64, 32
# 0 to 15 pips a half (double 6 to double 15), and no face (BACK): a face-down tile, which the pip
# model's tile map can take for a face-up one, is read as backs and left out of the count, and so
# is bare table the tile map took for a tile (faces.py --empty).
FACE_CLASSES = 17
BACK = 16


class FaceNet(nn.Module):
    """Reads a tile's two halves: for the left and the right half of a FACE_LENGTH x FACE_WIDTH
    tile, logits of 0 to 15 pips and of a back, as a 1 x 2 map of FACE_CLASSES channels."""

    def __init__(self):
        super().__init__()
        self.stem = ConvBN(3, 16, 3, 1)
        self.down1 = ConvBN(16, 32, 3, 2)
        self.enc1 = Block(32)
        self.down2 = ConvBN(32, 48, 3, 2)
        self.enc2 = Block(48)
        self.down3 = ConvBN(48, 64, 3, 2)
        self.enc3 = Block(64)
        self.head = nn.Conv2d(64, FACE_CLASSES, 1)

    def forward(self, x):
        x = self.enc1(self.down1(self.stem(x)))
        x = self.enc3(self.down3(self.enc2(self.down2(x))))
        # A 4 x 8 map: each half is the mean of its 4 x 4 square.
        return self.head(F.avg_pool2d(x, 4))


class FaceEnsemble(nn.Module):
    """Face models of one recipe trained from different seeds, read as one network: the mean of
    their logits (each member's head is divided by their number, so that the graph only adds)."""

    def __init__(self, members):
        super().__init__()
        self.members = nn.ModuleList(members)
        with torch.no_grad():
            for m in members:
                m.head.weight /= len(members)
                m.head.bias /= len(members)

    def forward(self, x):
        out = self.members[0](x)
        for m in self.members[1:]:
            out = torch.add(out, m(x))
        return out
