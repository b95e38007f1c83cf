import {
  BlogListResponseSchema,
  BlogPostSchema,
  CountriesResponseSchema,
  FaqResponseSchema,
  PromotionSchema,
  PromotionTextSchema,
  StaticContentResponseSchema,
} from '@shop/contracts';
import { HttpError, requestLocale } from '@shop/service-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogPosts } from '../../content/blogs';
import { countryList } from '../../content/countries';
import { faq } from '../../content/faq';
import { staticPages } from '../../content/pages';
import { promotion, promotionText } from '../../content/promotion';
import { reviews } from '../../content/reviews';
import { rangeQuery } from '../query';

/** GET /static, /faq, /countries, /blogs: the shop's texts in the buyer's language. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/static', { schema: { response: { 200: StaticContentResponseSchema } } }, async (request) => ({
    pages: staticPages(requestLocale(request)),
    reviews,
  }));
  app.get('/static/promotion', { schema: { response: { 200: PromotionSchema } } }, async (request) =>
    promotion(requestLocale(request)),
  );
  app.get('/static/promotion-text', { schema: { response: { 200: PromotionTextSchema } } }, async (request) =>
    promotionText(requestLocale(request)),
  );
  app.get('/faq', { schema: { response: { 200: FaqResponseSchema } } }, async (request) => faq(requestLocale(request)));
  app.get('/countries', { schema: { response: { 200: CountriesResponseSchema } } }, async (request) =>
    countryList(requestLocale(request)),
  );

  app.get(
    '/blogs/all',
    { schema: { querystring: z.object({ range: rangeQuery(10) }), response: { 200: BlogListResponseSchema } } },
    async (request) => {
      const [skip, take] = request.query.range;
      const posts = blogPosts(requestLocale(request));
      return {
        count: posts.length,
        posts: posts.slice(skip, skip + take).map(({ blocks: _b, description: _d, ...summary }) => summary),
      };
    },
  );

  app.get(
    '/blogs/:slug',
    { schema: { params: z.object({ slug: z.string().min(1) }), response: { 200: BlogPostSchema } } },
    async (request) => {
      const post = blogPosts(requestLocale(request)).find((p) => p.slug === request.params.slug);
      if (!post) throw HttpError.notFound();
      return post;
    },
  );
};
