/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static export: every route is an HTML file in out/, served by any static host.
  output: 'export',
  // No image optimisation server on a static host; images are pre-sized files in public/.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
}

export default nextConfig
