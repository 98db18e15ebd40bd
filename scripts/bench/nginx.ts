// Debian's nginx serving dist/client as a static-file baseline for the local server: one worker
// (the Node server is one process too), the same security headers, keep-alive like Node's.
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { securityHeaders } from '../../core/security-headers'
import { readSiteManifest } from '../site-manifest'
import { freePort, startProcess } from './processes'

export const nginxPath = '/usr/sbin/nginx'

export async function startNginx(root: string): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  if (!existsSync(nginxPath)) throw new Error(`${nginxPath} not found: install it with "apt-get install -y nginx"`)
  const port = await freePort()
  const dir = await mkdtemp(join(tmpdir(), 'bench-nginx-'))
  const headers = Object.entries(securityHeaders(readSiteManifest())).map(([name, value]) => `      add_header ${name} "${value}" always;`)
  const config = `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / {
      try_files $uri $uri/index.html =404;
${headers.join('\n')}
    }
  }
}
`
  await writeFile(join(dir, 'nginx.conf'), config)
  const nginx = await startProcess(nginxPath, ['-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { readyUrl: `http://127.0.0.1:${port}/` })
  return {
    url: `http://127.0.0.1:${port}`,
    pid: nginx.process.pid!,
    stop: async () => {
      await nginx.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
