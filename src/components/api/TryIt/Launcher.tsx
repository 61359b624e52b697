import {useCallback, useId, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {TryOperation} from './types';
import styles from './TryIt.module.css';

type PanelModule = typeof import('./Panel');

type State =
  | {kind: 'closed'}
  | {kind: 'loading'}
  | {kind: 'failed'}
  | {kind: 'open'; Panel: PanelModule['default']; operation: TryOperation};

/**
 * The Try it button in an endpoint header. Nothing of the panel is in the
 * page: its code and the operation's data (static/openapi/try/, written by
 * api:generate) are fetched when the reader clicks.
 */
export default function TryItLauncher({
  operation,
  version,
}: {
  operation: string;
  version: string;
}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const dataUrl = useBaseUrl(`/openapi/try/${version}/${i18n.currentLocale}/${operation}.json`);
  const [state, setState] = useState<State>({kind: 'closed'});
  const panelId = useId();

  const open = useCallback(async () => {
    setState({kind: 'loading'});
    try {
      const [module, response] = await Promise.all([import('./Panel'), fetch(dataUrl)]);
      if (!response.ok) throw new Error(`${dataUrl}: HTTP ${response.status}`);
      const data = (await response.json()) as TryOperation;
      setState({kind: 'open', Panel: module.default, operation: data});
    } catch {
      setState({kind: 'failed'});
    }
  }, [dataUrl]);

  const isOpen = state.kind === 'open';
  return (
    <div className={styles.launcher} data-operation={operation}>
      <button
        type="button"
        className={styles.tryButton}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        disabled={state.kind === 'loading'}
        onClick={() => (isOpen ? setState({kind: 'closed'}) : void open())}>
        {isOpen
          ? translate({
              id: 'api.tryIt.close',
              message: '閉じる',
              description: 'Button that closes the Try it panel',
            })
          : translate({
              id: 'api.tryIt.open',
              message: '試してみる',
              description: 'Button that opens the Try it panel of an endpoint',
            })}
      </button>
      {state.kind === 'loading' && (
        <span role="status" className={styles.note}>
          {translate({
            id: 'api.tryIt.loading',
            message: '読み込んでいます…',
            description: 'While the Try it panel loads',
          })}
        </span>
      )}
      {state.kind === 'failed' && (
        <span role="alert" className={styles.error}>
          {translate({
            id: 'api.tryIt.loadFailed',
            message: '読み込めませんでした。ネットワークを確認して、もう一度お試しください。',
            description: 'When the Try it panel could not load',
          })}
        </span>
      )}
      {state.kind === 'open' && <state.Panel id={panelId} operation={state.operation} />}
    </div>
  );
}
