import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import TryItLauncher from './TryIt/Launcher';
import styles from './ApiEndpoint.module.css';

type Props = {
  /** HTTP method, shown as a coloured badge. */
  method: 'GET' | 'POST' | 'PATCH';
  /** Full URL template, for example https://api.hinata-cloud.example/v2/assets/{assetId}. */
  url: string;
  /** API key permission the call needs. */
  permission: 'read' | 'read-write';
  /** v2 rate-limit bucket; v1 has a single limit and passes none. */
  bucket?: 'read' | 'write';
  /** Lowest plan that includes the endpoint, when it is not every plan. */
  plan?: 'professional';
  /** v1 endpoints are deprecated and retired on 2027-03-31. */
  deprecated?: boolean;
  /** The operationId: the Try it panel's data is generated per operation. */
  operation?: string;
};

function rateLimit(bucket: Props['bucket']): string {
  if (bucket === 'write') {
    return translate({
      id: 'api.endpoint.rateLimit.write',
      message: '書き込み（APIキーごとに60リクエスト/分）',
      description: 'Rate-limit bucket of a v2 write endpoint',
    });
  }
  if (bucket === 'read') {
    return translate({
      id: 'api.endpoint.rateLimit.read',
      message: '読み取り（APIキーごとに300リクエスト/分）',
      description: 'Rate-limit bucket of a v2 read endpoint',
    });
  }
  return translate({
    id: 'api.endpoint.rateLimit.v1',
    message: 'APIキーごとに60リクエスト/分（v1のすべてのエンドポイントで共通）',
    description: 'The single rate limit of API v1',
  });
}

/**
 * The header of an endpoint page: method badge, URL, and the facts a caller
 * checks first (permission, rate limit, plan). Pages get it from a region
 * that api:generate writes from the OpenAPI document, so it never drifts.
 */
export default function ApiEndpoint({
  method,
  url,
  permission,
  bucket,
  plan,
  deprecated,
  operation,
}: Props): ReactNode {
  const version = /\/(v\d+)\//.exec(url)?.[1];
  return (
    <div className={clsx(styles.endpoint, deprecated && styles.deprecated)}>
      <p className={styles.request}>
        <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>
        <code className={styles.url}>{url}</code>
        {deprecated && (
          <span className={styles.deprecatedBadge}>
            <Translate id="api.endpoint.deprecated" description="Badge on v1 endpoints">
              非推奨（2027-03-31に提供終了）
            </Translate>
          </span>
        )}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Translate
              id="api.endpoint.permission"
              description="Label of the API key permission an endpoint needs">
              必要な権限
            </Translate>
          </dt>
          <dd>
            <code>{permission}</code>
          </dd>
        </div>
        <div>
          <dt>
            <Translate
              id="api.endpoint.rateLimit"
              description="Label of the rate limit that applies to an endpoint">
              レート制限
            </Translate>
          </dt>
          <dd>{rateLimit(bucket)}</dd>
        </div>
        <div>
          <dt>
            <Translate
              id="api.endpoint.plan"
              description="Label of the plans that include an endpoint">
              プラン
            </Translate>
          </dt>
          <dd>
            {plan === 'professional'
              ? translate({
                  id: 'api.endpoint.plan.professional',
                  message: 'プロフェッショナル以上（スターターでは403）',
                  description: 'Endpoint needs the Professional plan or above',
                })
              : translate({
                  id: 'api.endpoint.plan.all',
                  message: 'すべてのプラン',
                  description: 'Endpoint is included in every plan',
                })}
          </dd>
        </div>
      </dl>
      {operation && version && <TryItLauncher operation={operation} version={version} />}
    </div>
  );
}
