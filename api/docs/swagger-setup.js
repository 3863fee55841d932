// Runs after Swagger UI's bundle on /docs: draws /openapi.json into #swagger-ui. A file of ours, since
// the page's CSP allows no inline script. The options are Swagger UI's documented configuration.
globalThis.SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  // Every tag open, each operation a line with its method, path and summary; links #/{tag}/{operationId}.
  docExpansion: 'list',
  deepLinking: true,
  displayOperationId: true,
  // A parameter's limits beside it: minimum, maximum, pattern, lengths.
  showCommonExtensions: true,
  filter: true,
  // No badge from the online validator: nothing is fetched from another origin.
  validatorUrl: null,
});
