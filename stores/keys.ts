/** localStorage key of the cart. */
export const CART_STORAGE_KEY = 'cart_products'

/** localStorage key of the wishlist. */
export const WISHLIST_STORAGE_KEY = 'wishlist_items'
