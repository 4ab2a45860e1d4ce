/**
 * Our own client modules that every page runs (header, footer and root-layout islands, the error
 * views, the link and button they share). Webpack would otherwise copy them into each layout,
 * not-found and error chunk, since each is under its 20 KB split threshold: a page loads several
 * of those chunks, so it paid for the same code several times.
 */
const SHELL_MODULES =
  /[\\/](components[\\/](layout|chat)[\\/]|components[\\/]auth[\\/]auth-buttons|components[\\/]ui[\\/](link|button|container)\.|lib[\\/](cn|chat[\\/]config|hooks[\\/]use-(client-value|reduced-motion))\.|node_modules[\\/]clsx[\\/])/

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static export: every route is an HTML file in out/, served by any static host.
  output: 'export',
  // No image optimisation server on a static host; images are pre-sized files in public/.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  webpack(config, { dev, isServer }) {
    if (!dev && !isServer && config.optimization.splitChunks) {
      config.optimization.splitChunks.cacheGroups.shell = {
        name: 'shell',
        test: (module) => SHELL_MODULES.test(module.nameForCondition?.() ?? ''),
        chunks: 'all',
        minSize: 0,
        priority: 20,
        enforce: true,
      }
    }
    return config
  },
}

export default nextConfig
