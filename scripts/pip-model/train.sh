#!/usr/bin/env bash
# `npm run train-pip-model`: the pip and face models from nothing, on a CPU, into src/photo/model/.
# Renders the training photos (seeds 1 to 12000), trains with fixed seeds and step counts, and
# writes the models the app loads (about two and a half hours on two quiet cores). Debian's own
# PyTorch and OpenCV are used (installed here as root when missing); no photo is downloaded and
# none from ../shared/photos is read.
set -euo pipefail
cd "$(dirname "$0")"

WORK=${WORK:-/tmp/pip-model}

if ! /usr/bin/python3 -c 'import torch, cv2' 2>/dev/null; then
  if [ "$(id -u)" != 0 ]; then
    echo "Needs Debian's python3-torch and python3-opencv: apt-get install python3-torch python3-opencv" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-torch python3-opencv
fi

mkdir -p "$WORK"
# The pip model's photos give every set one pip layout (`one`): trained on sets drawn as they
# differ it did worse (src/photo/README.md). Named by their count, recipe and the renderer's
# sources, so photos from an older recipe are never trained on by mistake.
PHOTOS="$WORK/train-12000-one-$(cat render.py surface.py tile.py light_and_camera.py generate.py | sha1sum | cut -c1-12).pkl"
[ -f "$PHOTOS" ] || /usr/bin/python3 generate.py "$PHOTOS" 12000 1 320 one
# Two threads, as the shipped model was made: the thread count changes the sums' order, and so
# the weights (the machine should be otherwise quiet, or two threads wait on each other).
/usr/bin/python3 train.py "$PHOTOS" "$WORK/pip-model-sharp.pt" --steps 18000 --seed 1 --threads 2
# Then taught blur by a share of the tiles' width, as a phone out of focus blurs them, starting
# from what it learnt (trained so from the start, its gain on blurred tiles was a seed's luck).
/usr/bin/python3 train.py "$PHOTOS" "$WORK/pip-model-blur.pt" --steps 4000 --seed 1 --lr 5e-4 --blur 0.5 \
  --resume "$WORK/pip-model-sharp.pt" --threads 2
# Last, a short step with 6,000 photos more (seeds 12,001 to 18,000), one in five on a tablecloth
# printed with flowers, whose petals round a heart it took for a tile's pips.
FLOWERS="${PHOTOS/train-12000-one-/train-6000-one-flowers-}"
[ -f "$FLOWERS" ] || /usr/bin/python3 generate.py "$FLOWERS" 6000 12001 320 one flowers
/usr/bin/python3 train.py "$PHOTOS" "$WORK/pip-model.pt" --add "$FLOWERS" --steps 1000 --seed 1 \
  --lr 2e-4 --blur 0.5 --resume "$WORK/pip-model-blur.pt" --threads 2
/usr/bin/python3 export.py pip "$WORK/pip-model.pt" ../../src/photo/model
# The face model cuts its tiles from photos it renders itself (seeds 1 to 16000), each back once
# more loosely, as the tile map outlines a part of it; on two threads, as the pip model.
# Then 3,000 steps from those weights on 4,000 photos more (seeds 16,001 to 20,000), two in five on
# a printed tablecloth (`surface.TABLES` `prints`), and two outlines a photo cut from the bare
# table and read as a back: a print the pip model takes for a tile is then left out.
# Made twice, from seeds 1 and 2, and shipped as one network that averages the two: one seed's
# luck is as large as most changes measured (src/photo/README.md). The tiles cut are kept in WORK
# for the second seed (named by the renderer's sources, as the pip model's photos are).
CUT=$(cat render.py surface.py tile.py light_and_camera.py faces.py | sha1sum | cut -c1-12)
for seed in 1 2; do
  /usr/bin/python3 faces.py "$WORK/face-model-$seed.pt" --photos 16000 --steps 18000 --seed $seed --threads 2 \
    --crops "$WORK/face-tiles-16000-$CUT.npz"
  /usr/bin/python3 faces.py "$WORK/face-model-prints-$seed.pt" --resume "$WORK/face-model-$seed.pt" --first 16001 \
    --photos 4000 --tables prints --empty 2 --steps 3000 --lr 5e-4 --seed $seed --threads 2 \
    --crops "$WORK/face-tiles-4000-prints-$CUT.npz"
done
/usr/bin/python3 export.py face "$WORK/face-model-prints-1.pt" "$WORK/face-model-prints-2.pt" ../../src/photo/model
