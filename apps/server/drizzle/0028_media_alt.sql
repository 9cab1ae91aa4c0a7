-- The media library (docs/PRODUCT.md §7 "Media library"): an upload's alt text, what it shows
-- for screen readers; null until someone writes one.
ALTER TABLE "images" ADD COLUMN "alt" text;
