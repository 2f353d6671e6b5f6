import { defineConfig } from '@vite-pwa/assets-generator/config';

// The icon's own felt green, so the padding added around maskable and Apple icons
// reads as part of the icon instead of a white frame.
const iconBackground = '#1e6b52';

// vite-plugin-pwa runs this at build time (pwaAssets.config in vite.config.ts): the PNGs and
// favicon.ico are written into dist/ and never committed; public/favicon.svg is the only source.
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
    // The SVG has its own margin; 15% more keeps the whole train inside the maskable safe circle
    // (radius 40%) without shrinking it to a speck as the default 30% does.
    maskable: {
      sizes: [192, 512],
      padding: 0.15,
      resizeOptions: { background: iconBackground },
    },
    apple: {
      sizes: [180],
      padding: 0.1,
      resizeOptions: { background: iconBackground },
    },
  },
  images: ['public/favicon.svg'],
});
