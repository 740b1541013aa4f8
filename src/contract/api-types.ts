/**
 * Shapes of the marketplace API's replies, named as the spec names them (odd spellings included): the
 * contract both sides keep, neither owns (the server builds them, the storefront and the build read them).
 */

export type ProductSpecs = { size?: string; color?: string; [key: string]: string | undefined };

export type Product = {
  id: string;
  SellerUserId: string;
  categoryId: string;
  productName: string;
  productDesc: string; // HTML, sanitised by the API on every read
  productImgUrls: string[];
  productSellingPrice: number;
  productMRP: number;
  productStock: number;
  productSpecs: ProductSpecs;
};

export type Varient = {
  id: string;
  VarientColor: string;
  VarientSize: string;
  VarientImgUrl: string[];
  VarientPrice: number;
  VarientMrp: number;
  VarientQuantity: number;
};

export type Review = {
  id: string;
  UserId: string;
  ratings: number;
  postTitle: string;
  postDesc: string;
  imageUrls: string[];
  createdAt: string;
  /** Likes ("Helpful"), one per shopper. */
  noOflikes: number;
  /** Written by a shopper the product was delivered to. */
  verified: boolean;
  /** Ours beyond the spec: the reviewer's public profile (the spec reads user/profile/{id} once per review). */
  reviewer: Reviewer;
};

/** A reviewer as shown beside a review; badge null reads "No Review". */
export type Reviewer = {
  id: string;
  fullname: string;
  displayname: string;
  profilePic: string | null;
  badge: string | null;
};

export type ProductCard = {
  id: string;
  SellerUserId: string;
  productName: string;
  productDesc: string;
  productImgUrls: string[];
  productSellingPrice: number;
  productMRP: number;
};

export type ProductDetail = {
  product: Product;
  varient: Varient[];
  storeName: string;
  relatedProduct: ProductCard[];
  NoOfRatings: number;
  avgRatings: number;
  reviews: Review[];
};

export type BannerItem = {
  imgUrl: string;
  typeData: 'CATEGORY' | 'CATEGORY_COLLECTION_LIST' | 'PRODUCT' | 'STORE';
  sellerId: string;
  sectionId: string | null;
  productId: string | null;
  /** Ours beyond the spec: text for the banner's overlay, so no words are baked into the image. */
  title?: string;
  subtitle?: string;
};

export type BrandCard = { id: string; name: string; img: string; logo?: string; tagline?: string };

export type CustomSection = { id: string; title: string; products: ProductCard[] };

export type HomeSections = {
  webBanner: BannerItem[];
  heroBanner: BannerItem[];
  featuredBrands: BrandCard[];
  favouriteBrands: BrandCard[];
  exclusiveDeals: ProductCard[];
  storeDiscovery: BrandCard[];
  customSections: CustomSection[];
};

export type Category = { id: string; name: string };

export type StoreListEntry = {
  id: string;
  backgroundImg: string | null;
  logo: string | null;
  sellerData: { id: string; storeName: string };
};

/** One page of the build catalog (ours, not the spec's): every product with its detail. */
export type CatalogPage = { items: ProductDetail[]; nextCursor: string | null; total: number };

/** One page of every product's address parts (ours): the sitemap's list at any catalog size. */
export type ProductPathPage = { items: { id: string; SellerUserId: string }[]; nextCursor: string | null };

export type Envelope<T> = { message: string; data: T };

/** A product card in store lists (stores-and-social §3), plus what filters and sorts need (ours). */
export type StoreProductCard = {
  productId: string;
  SellerUserId: string;
  productImg: string[];
  productPrice: number;
  productMRP: number;
  productDiff: number;
  productName: string;
  productDesc: string;
  colors: string[];
  sizes: string[];
  material: string | null;
  style: string | null;
  categoryId: string;
  inStock: boolean;
  avgRatings: number;
  NoOfRatings: number;
  createdAt: string;
  /**
   * Ours: per colour, the variant a card shows when that colour is filtered for (its first in stock, else its
   * first) and that variant's first images; empty for a product without variants.
   */
  colorViews: ColorView[];
};

export type ColorView = { color: string; variantId: string; images: string[] };

export type CollectionRef = { id: string; CollectionName: string };

/** A storefront block, by typeData (stores-and-social §2.3). */
export type StoreBlock =
  | { id: string; typeData: 'CATEGORY'; name: string; categories: { id: string; name: string; imageLink: string }[] }
  | { id: string; typeData: 'SINGLE_BANNER'; imageLink: string | null }
  | { id: string; typeData: 'CAROUSEL_BANNER'; slides: string[] }
  | {
      id: string;
      typeData: 'CATEGORY_COLLECTION_LIST' | 'CUSTOM_COLLECTION_LIST';
      name: string;
      collections: CollectionRef[];
      products: StoreProductCard[];
    }
  | {
      id: string;
      typeData: 'OFFER_DISPLAY';
      name: string;
      offers: { id: string; couponName: string; couponImage: string | null }[];
    };

export type FeatureItem = { imageLink?: string; altText: string; Heading: string; Description: string };

/** An about block, by TypeData (stores-and-social §2.3). ABOUT2's Description is HTML, sanitised by the API. */
export type AboutBlock =
  | { id: string; TypeData: 'ABOUT1' | 'ABOUT3'; imageLink: string | null; Heading: string; Description: string }
  | { id: string; TypeData: 'ABOUT2'; Heading: string; Description: string }
  | { id: string; TypeData: 'FEATURE1' | 'FEATURE2'; items: FeatureItem[] };

export type StoreDetails = {
  storeFront: {
    id: string;
    webBackgroundImage: string | null;
    Logo: string | null;
    storeName: string;
    tagline: string | null;
    storeData: StoreBlock[];
  };
  about: { webStoreData: AboutBlock[] };
};

export type StoreCategoryPage = {
  id: string;
  storeId: string;
  categoryName: string;
  collectionCount: number;
  collections: (CollectionRef & { products: StoreProductCard[] })[];
};

export type StoreCollectionPage = {
  collection: CollectionRef & { storeId: string; categoryId: string | null };
  products: StoreProductCard[];
};

export type StoreOfferPage = {
  coupon: {
    id: string;
    couponName: string;
    couponImage: string | null;
    discountPercent: number;
    purchaseRequired: boolean;
    purchaseValue: number;
    endDate: string;
    SellerUserId: string;
  };
  products: StoreProductCard[];
};

/** Every store category, collection and live offer id, with how many products its page lists (ours, for the static build). */
export type StorePageRef = { id: string; storeId: string; productCount: number };
export type StorePageIds = Record<'collections' | 'offers', StorePageRef[]> & {
  /** A category also says its name and how many collections it has (it opens only with some). */
  categories: (StorePageRef & { name: string; collectionCount: number })[];
};

/** A saved address (shopper-core §3 Address; ours: its type, a landmark and an alternate phone, '' when none). */
export type Address = {
  id: string;
  name: string;
  phone: string;
  pinCode: string;
  addressMain: string;
  locality: string;
  city: string;
  state: string;
  addressType: 'Home' | 'Work' | 'Other';
  landmark: string;
  altPhone: string;
  defaultAddress: boolean;
};

/** GET transaction (shopper-core §3 Wallet): money in rupees with paise; debits are negative. */
export type WalletTransaction = {
  id: string;
  type: 'order' | 'refund' | 'referral' | 'credit' | string;
  orderId: string | null;
  money: number;
  updatedAt: string;
};
export type Wallet = { walletData: { id: string; money: number }; transactionData: WalletTransaction[] };

/** One post office of the postal lookup (shopper-core §3 Postal suggestion), in the public service's shape. */
export type PostOffice = {
  Name: string;
  District: string;
  State: string;
  Pincode: string;
  Block?: string;
  Country?: string;
};
export type PostalReply = [{ Message: string; Status: 'Success' | 'Error'; PostOffice: PostOffice[] | null }];

/** The five preference groups (shopper-core §3 Preference options); gender is one value, the rest lists. */
export type Preferences = {
  gender: string | null;
  product_category: string[];
  fashion_taste: string[];
  offers_type: string[];
  payment_type: string[];
};

/**
 * GET user/referrals (ours): the shopper's own code (their display name), friends who joined with it, rupees
 * earned (credited), and rupees pending (a friend's delivered order whose return window is still open; a return voids them).
 */
export type Referrals = { code: string; referrals: number; earned: number; pending: number };

export type RefundMode = 'WALLET' | 'ORIGINAL_PAYMENT';
/** requested: a return waits for the courier's pickup; initiated: on its way; refunded: it has arrived. */
export type RefundState = 'REFUNDED' | 'INITIATED' | 'REQUESTED';
/**
 * One destination of a refund: rupees, where they go, how far along, when it reached that state (ISO) and,
 * while it is on its way, when it is expected (ISO) if known.
 */
export type RefundPart = {
  mode: RefundMode;
  amount: number;
  state: RefundState;
  at: string | null;
  expectedBy: string | null;
};

/** GET orders/refunds (ours): a cancelled or returned order and what comes back to the shopper. */
export type RefundRow = {
  orderId: string;
  orderStatus: 'CANCELLED' | 'RETURN';
  orderType: 'Cod' | 'Prepaid';
  createdAt: string;
  /** When it was cancelled or returned. */
  changedAt: string;
  productName: string;
  productImgUrl: string | null;
  /** Rupees coming back, over every part. */
  amount: number;
  /** NONE when nothing was paid (a cancelled cash-on-delivery order); SPLIT when part goes to each. */
  mode: RefundMode | 'SPLIT' | 'NONE';
  state: RefundState | 'NOTHING_TO_REFUND';
  parts: RefundPart[];
};

/** GET userCart (shopper-core §3 Cart line), one line per variant. VarientQuantity is the stock now. */
export type CartLine = {
  id: string;
  variantId: string;
  productId: string;
  quantity: number;
  /** The selling price when the shopper last added this variant (ours); null for lines from before it was kept. */
  addedPrice: number | null;
  Product: {
    SellerUserId: string;
    storeName: string;
    productName: string;
    productDesc: string;
    productSellingPrice: number;
    productMRP: number;
  };
  ProductVarient: {
    VarientImgUrl: string[];
    VarientColor: string;
    VarientSize: string;
    VarientPrice: number;
    VarientMrp: number;
    VarientQuantity: number;
  };
};

/** GET wishlist (shopper-core §3 Wishlist item), with the price and stock now. */
export type WishlistItem = {
  Product: {
    id: string;
    SellerUserId: string;
    productName: string;
    productDesc: string;
    productImgUrls: string[];
    productSellingPrice: number;
    productMRP: number;
  };
  ProductVarient: { id: string; VarientName: string; VarientQuantity: number };
  VarientColor: string;
  VarientSize: string;
};

/** A seller's coupon (shopper-core §3 Coupon); endDate is ISO. */
export type SellerCoupon = {
  id: string;
  couponName: string;
  SellerUserId: string;
  typeCoupon: string;
  discountPercent: number;
  purchaseRequired: boolean;
  purchaseValue: number;
  endDate: string;
  couponImage: string | null;
};

/** One seller group of an estimate or an order (POST price/newEstimator, POST newOrder/create). */
export type OrderGroup = {
  sellerId: string;
  couponIds: string | string[];
  productIds: string[];
  variants: string[];
  quantity: number[];
};
