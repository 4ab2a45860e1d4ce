export const CMS_TEST_DIR: string
export const CMS_CONTENT: string
export const EDITED_PRODUCT: {
  id: number
  file: string
  title: string
  price: number
  shown: string
}
export const NEW_FAQ: { id: number; title: string; desc: string; category: string }
