export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const row = await env.DB.prepare('select 1 as one').first<{ one: number }>();
    return new Response(`hello ${row?.one} ${new URL(request.url).pathname}`);
  },
} satisfies ExportedHandler<Env>;
