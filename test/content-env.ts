/** Points the server configuration at a test content service; call before importing lib/content modules. */
export function setContentEnv(contentApiUrl: string): void {
  Object.assign(process.env, {
    CONTENT_API_URL: contentApiUrl,
    SCHOOL_CODE: 'SAMS042',
    CONTENT_API_TOKEN: 'test-token-abcdef',
    SITE_URL: 'https://school.example',
    REVALIDATE_SECRET: 'test-revalidate-secret-123',
  });
}
