import assert from 'node:assert/strict';
import {test} from 'node:test';
import {themes} from 'prism-react-renderer';
import {withColours} from './prism-colours';

test('a code theme colour we no longer find stops the build instead of leaving low contrast', () => {
  assert.doesNotThrow(() => withColours('github', themes.github, {'#999988': '#6e6e5e'}));
  assert.throws(
    () => withColours('github', themes.github, {'#123456': '#000000'}),
    /github theme no longer uses #123456/,
  );
});
