"""Writes a trained model for the app: `python3 export.py pip|face IN.pt... OUT_DIR` (several face
models, trained alike from different seeds, are written as one network that averages them).

OUT_DIR/NAME.json (pip-model or face-model) lists the network as plain layers (traced from
model.py, so the graph is stated once) with batch norm folded into each convolution, and
OUT_DIR/NAME.bin holds the weights as float16, little-endian, in PyTorch's [out, in, h, w] order.
src/photo/model/ runs them. It also writes OUT_DIR/NAME-check.json: a small input and the outputs
PyTorch gives for it, for the app's test that its runtime computes the same.
"""

import json
import os
import sys

import numpy as np
import torch
import torch.fx
import torch.nn.functional as F

from model import FACE_LENGTH, FACE_WIDTH, ConvBN, FaceEnsemble, FaceNet, Net, normalise


class Tracer(torch.fx.Tracer):
    def is_leaf_module(self, m, name):
        return isinstance(m, (ConvBN, torch.nn.Conv2d))


def folded(module):
    """Weight and bias of a convolution with its batch norm folded in."""
    conv = module.conv if isinstance(module, ConvBN) else module
    w = conv.weight.detach().double()
    b = conv.bias.detach().double() if conv.bias is not None else torch.zeros(w.shape[0], dtype=torch.float64)
    if isinstance(module, ConvBN):
        bn = module.bn
        scale = bn.weight.detach().double() / torch.sqrt(bn.running_var.double() + bn.eps)
        w = w * scale[:, None, None, None]
        b = (b - bn.running_mean.double()) * scale + bn.bias.detach().double()
    return conv, w.float(), b.float()


# Each model: its network, its file name, what its outputs are, and the size of the check's input.
MODELS = {
    'pip': (Net, 'pip-model', ('pips', 'tiles'), (32, 64)),
    'face': (FaceNet, 'face-model', ('halves',), (FACE_WIDTH, FACE_LENGTH)),
}


def export(net, out_dir, name, output_names, check_size):
    net.eval()
    graph = torch.fx.GraphModule(net, Tracer().trace(net)).graph
    modules = dict(net.named_modules())
    layers, blobs, offset = [], [], 0
    names = {}
    for node in graph.nodes:
        args = [names[a.name] for a in node.args if isinstance(a, torch.fx.Node)]
        if node.op == 'placeholder':
            names[node.name] = 'image'
            continue
        if node.op == 'output':
            outs = node.args[0] if isinstance(node.args[0], tuple) else (node.args[0],)
            outputs = {what: names[out.name] for what, out in zip(output_names, outs)}
            continue
        layer = {'name': node.name, 'inputs': args}
        if node.op == 'call_module':
            m = modules[node.target]
            conv, w, b = folded(m)
            layer.update(op='conv', kernel=conv.kernel_size[0], stride=conv.stride[0],
                         dilation=conv.dilation[0], pad=conv.padding[0], cin=conv.in_channels,
                         cout=conv.out_channels, relu=bool(isinstance(m, ConvBN) and m.act),
                         weights=offset)
            for t in (w, b):
                arr = t.detach().numpy().astype('<f2').ravel()
                blobs.append(arr)
                offset += arr.size
        elif node.target in (F.relu,):
            layer['op'] = 'relu'
        elif node.target in (torch.add,) or str(node.target) == '<built-in function add>':
            layer['op'] = 'add'
        elif node.target is F.interpolate:
            layer['op'] = 'upsample2'
        elif node.target is F.pixel_shuffle:
            layer['op'] = 'pixelShuffle2'
        elif node.target is F.avg_pool2d:
            layer.update(op='avgPool', size=node.args[1])
        else:
            raise SystemExit(f'export: no layer for {node.op} {node.target}')
        names[node.name] = node.name
        layers.append(layer)
    manifest = {'format': 1, 'stride': 32, 'layers': layers, 'outputs': outputs}
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, f'{name}.json'), 'w') as f:
        json.dump(manifest, f, separators=(',', ':'))
    np.concatenate(blobs).astype('<f2').tofile(os.path.join(out_dir, f'{name}.bin'))
    # A check for the app's runtime: a small input and the outputs (with float16 weights).
    with torch.no_grad():
        for p in net.parameters():
            p.copy_(p.half().float())
        rng = np.random.default_rng(0)
        height, width = check_size
        image = torch.from_numpy(rng.integers(0, 256, (1, 3, height, width)).astype(np.uint8))
        outs = net(normalise(image))
    outs = outs if isinstance(outs, tuple) else (outs,)
    check = {'height': height, 'width': width, 'rgb': image[0].permute(1, 2, 0).reshape(-1).tolist()}
    # Channel last, as the app's runtime keeps them; the pip map has one channel.
    for what, out in zip(output_names, outs):
        check[what] = [round(v, 4) for v in out[0].permute(1, 2, 0).reshape(-1).tolist()]
    with open(os.path.join(out_dir, f'{name}-check.json'), 'w') as f:
        json.dump(check, f, separators=(',', ':'))
    print(f'{len(layers)} layers, {offset} weights')


if __name__ == '__main__':
    make, name, output_names, check_size = MODELS[sys.argv[1]]
    nets = []
    for weights in sys.argv[2:-1]:
        nets.append(make())
        nets[-1].load_state_dict(torch.load(weights))
    export(nets[0] if len(nets) == 1 else FaceEnsemble(nets), sys.argv[-1], name, output_names, check_size)
