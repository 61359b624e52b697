import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Locale} from '@site/src/facts/areas';
import {areaCards, balancingDay, popularTasks} from './content';
import HomeSearchButton from './HomeSearchButton';
import type {LatestRelease} from '@site/src/plugins/home-page';
import {appUrl, statusUrl, supportEmail} from '@site/src/facts/product';
import styles from './HomePage.module.css';

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <HomeSearchButton />
        <div className={styles.heroButtons}>
          <Link
            className="button button--primary button--lg"
            to="/reference/getting-started/overview">
            <Translate id="home.hero.getStarted">はじめる</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/api/introduction">
            <Translate id="home.hero.apiReference">APIリファレンス</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}

function Areas(): ReactNode {
  const {i18n} = useDocusaurusContext();
  return (
    <section className={styles.section} aria-labelledby="documentation-areas">
      <Heading as="h2" id="documentation-areas">
        <Translate id="home.areas.heading">ドキュメントの構成</Translate>
      </Heading>
      <div className={styles.cardGrid}>
        {areaCards(i18n.currentLocale as Locale).map((card) => (
          <article key={card.to} className={clsx('card', styles.card)}>
            <Heading as="h3" className={styles.cardTitle}>
              <Link to={card.to}>{card.title}</Link>
            </Heading>
            <p>{card.description}</p>
            <ul className={styles.linkList}>
              {card.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <p className={styles.legalLink}>
        <Link to="/legal/terms-of-use">
          <Translate id="home.areas.legal">規約と料金</Translate>
        </Link>
      </p>
    </section>
  );
}

function PopularTasks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="popular-tasks">
      <Heading as="h2" id="popular-tasks">
        <Translate id="home.tasks.heading">よく使われる操作</Translate>
      </Heading>
      <ul className={styles.taskGrid}>
        {popularTasks().map((task) => (
          <li key={task.to}>
            <Link className={styles.task} to={task.to}>
              {task.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BalancingDay(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="balancing-day">
      <Heading as="h2" id="balancing-day">
        <Translate id="home.day.heading">需給管理の1日</Translate>
      </Heading>
      <p>
        <Translate id="home.day.intro">
          時刻はすべて日本時間（JST）です。Dは受渡日、D−1はその前日を表します。
        </Translate>
      </p>
      <ol className={styles.timeline}>
        {balancingDay().map((point) => (
          <li key={point.time} className={styles.timelinePoint}>
            <Link to={`/reference/balancing-operations/introduction#${point.anchor}`}>
              <span className={styles.timelineTime}>{point.time}</span>
              <span>{point.label}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

function LatestReleases({releases}: {releases: LatestRelease[]}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const dateFormat = new Intl.DateTimeFormat(i18n.currentLocale, {
    dateStyle: 'long',
    timeZone: 'Asia/Tokyo',
  });
  return (
    <section className={styles.section} aria-labelledby="latest-releases">
      <Heading as="h2" id="latest-releases">
        <Translate id="home.releases.heading">最新のリリース</Translate>
      </Heading>
      <ul className={styles.releaseList}>
        {releases.map((release) => (
          <li key={release.permalink}>
            <Link to={release.permalink} className={styles.releaseTitle}>
              {release.title}
            </Link>
            <div className={styles.releaseMeta}>
              <time dateTime={release.date}>{dateFormat.format(new Date(release.date))}</time>
              {release.tags.map((tag) => (
                <Link key={tag.permalink} to={tag.permalink} className={styles.releaseTag}>
                  {tag.label}
                </Link>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <Link to="/releases">
        <Translate id="home.releases.all">すべてのリリース</Translate>
      </Link>
    </section>
  );
}

function HelpAndStatus(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="help-and-status">
      <Heading as="h2" id="help-and-status">
        <Translate id="home.help.heading">サポートと稼働状況</Translate>
      </Heading>
      <ul className={styles.linkList}>
        <li>
          <Translate
            id="home.help.email"
            values={{email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>}}>
            {'お問い合わせ：{email}（平日09:00〜18:00 JST）'}
          </Translate>
        </li>
        <li>
          <Link to="/reference/get-help">
            <Translate id="home.help.getHelp">サポート・お問い合わせの方法</Translate>
          </Link>
        </li>
        <li>
          <Link href={statusUrl}>
            <Translate id="home.help.status">稼働状況（ステータスページ）</Translate>
          </Link>
        </li>
        <li>
          <Link href={appUrl}>
            <Translate id="home.help.signIn">Hinata Cloudにログイン</Translate>
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** The site's home page, at `/` and `/en/`: a route of `src/plugins/home-page.ts`, which hands it the newest release notes. */
export default function HomePage({latestReleases}: {latestReleases: LatestRelease[]}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={siteConfig.title}
      description={translate({
        id: 'home.meta.description',
        message:
          'Hinata Cloudの画面、手法、API、規約をまとめた公式ドキュメントです。作業や領域から目的のページを探せます。',
      })}>
      <Hero />
      <main className={clsx('container', styles.main)}>
        <Areas />
        <PopularTasks />
        <BalancingDay />
        <div className={styles.twoColumns}>
          <LatestReleases releases={latestReleases} />
          <HelpAndStatus />
        </div>
      </main>
    </Layout>
  );
}
