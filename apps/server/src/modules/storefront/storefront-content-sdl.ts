/**
 * The shop, its menus, pages, policies and magazine as Shopify's Storefront API 2024-07 has them (see
 * storefront-sdl.ts; decision 071): `shop` is the house (name, description, the server's public URL as
 * its domain, its brand) with its policies, each the published content page of the policy's handle;
 * `menu` is the site's own navigation (main-menu) and footer (footer); `Page` is a published content
 * page (decision 065), `Blog` the Editorial magazine (handle "editorial") and `Article` one of its
 * published articles. Types keep only the fields Maison can answer with its data: no metafields,
 * comments or article authors (the magazine signs no articles, so `authorV2` is null).
 */
export const CONTENT_SDL = /* GraphQL */ `
type Domain {
  host: String!
  sslEnabled: Boolean!
  url: URL!
}

type MediaImage implements Node {
  alt: String
  id: ID!
  image: Image
}

type Brand {
  logo: MediaImage
  slogan: String
  squareLogo: MediaImage
}

type ShopPolicy implements Node {
  body: String!
  handle: String!
  id: ID!
  title: String!
  url: URL!
}

type ShopPolicyWithDefault {
  body: String!
  handle: String!
  id: ID
  title: String!
  url: URL!
}

type Shop implements Node {
  brand: Brand
  description: String
  id: ID!
  name: String!
  primaryDomain: Domain!
  privacyPolicy: ShopPolicy
  refundPolicy: ShopPolicy
  shippingPolicy: ShopPolicy
  subscriptionPolicy: ShopPolicyWithDefault
  termsOfService: ShopPolicy
}

enum MenuItemType {
  ARTICLE
  BLOG
  CATALOG
  COLLECTION
  COLLECTIONS
  FRONTPAGE
  HTTP
  METAOBJECT
  PAGE
  PRODUCT
  SEARCH
  SHOP_POLICY
}

type MenuItem implements Node {
  id: ID!
  items: [MenuItem!]!
  resourceId: ID
  tags: [String!]!
  title: String!
  type: MenuItemType!
  url: URL
}

type Menu implements Node {
  handle: String!
  id: ID!
  items: [MenuItem!]!
  itemsCount: Int!
  title: String!
}

enum PageSortKeys {
  ID
  TITLE
  UPDATED_AT
}

enum BlogSortKeys {
  HANDLE
  ID
  TITLE
}

enum ArticleSortKeys {
  ID
  PUBLISHED_AT
  TITLE
  UPDATED_AT
}

type ArticleAuthor {
  name: String!
}

type Blog implements Node {
  articleByHandle(handle: String!): Article
  articles(after: String, before: String, first: Int, last: Int, reverse: Boolean = false, sortKey: ArticleSortKeys = ID): ArticleConnection!
  handle: String!
  id: ID!
  onlineStoreUrl: URL
  seo: SEO
  title: String!
}

type BlogEdge {
  cursor: String!
  node: Blog!
}

type BlogConnection {
  edges: [BlogEdge!]!
  nodes: [Blog!]!
  pageInfo: PageInfo!
}

type Article implements Node {
  authorV2: ArticleAuthor
  blog: Blog!
  content(truncateAt: Int): String!
  contentHtml: HTML!
  excerpt(truncateAt: Int): String
  excerptHtml: HTML
  handle: String!
  id: ID!
  image: Image
  onlineStoreUrl: URL
  publishedAt: DateTime!
  seo: SEO
  tags: [String!]!
  title: String!
  trackingParameters: String
}

type ArticleEdge {
  cursor: String!
  node: Article!
}

type ArticleConnection {
  edges: [ArticleEdge!]!
  nodes: [Article!]!
  pageInfo: PageInfo!
}

type Page implements Node {
  body: HTML!
  bodySummary: String!
  createdAt: DateTime!
  handle: String!
  id: ID!
  onlineStoreUrl: URL
  seo: SEO
  title: String!
  trackingParameters: String
  updatedAt: DateTime!
}

type PageEdge {
  cursor: String!
  node: Page!
}

type PageConnection {
  edges: [PageEdge!]!
  nodes: [Page!]!
  pageInfo: PageInfo!
}
`;
