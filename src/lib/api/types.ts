/** Shapes of the marketplace API's replies, named as the spec names them (odd spellings included). */

export type ProductSpecs = { size?: string; color?: string; [key: string]: string | undefined };

export type Product = {
  id: string;
  SellerUserId: string;
  categoryId: string;
  productName: string;
  productDesc: string; // sanitised HTML
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

export type Envelope<T> = { message: string; data: T };
