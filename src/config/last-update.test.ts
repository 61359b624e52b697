import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {insideGitWorktree, lastUpdateTimeOption, noGitWarning} from './last-update';

const scratch = mkdtempSync(join(tmpdir(), 'last-update-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

test('a source archive (no .git) builds without last-update dates, and says so', () => {
  const archive = join(scratch, 'archive');
  mkdirSync(archive);
  assert.equal(insideGitWorktree(archive), false);
  assert.deepEqual(lastUpdateTimeOption(archive), {
    showLastUpdateTime: false,
    warning: noGitWarning,
  });
  assert.match(noGitWarning, /without their last-update dates/);
});

test('a Git checkout shows last-update dates', (t) => {
  const checkout = join(scratch, 'checkout');
  try {
    execFileSync('git', ['init', '--quiet', checkout], {stdio: 'ignore'});
  } catch {
    t.skip('git is not installed here');
    return;
  }
  assert.equal(insideGitWorktree(checkout), true);
  assert.deepEqual(lastUpdateTimeOption(checkout), {showLastUpdateTime: true});
});
