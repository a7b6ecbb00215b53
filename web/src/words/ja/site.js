// words/ja/site.js — the front page 日本語 (the part `site`: the static
// text of index.html, marked data-i18n).
/** @type {Record<string, string>} */
export default {
  games: 'ゲーム',
  language: '言語',
  mines: 'マインスイーパ',
  snakes: 'ヘビとはしご',
  intro: 'ひとつのCエンジンで動く2つの盤面ゲーム。同じコードがコマンドラインのプログラムを動かし、WebAssemblyにコンパイルされてこのページを動かします。',
  minesCard: '初級から上級まで、または最大1000×1000のカスタム盤面。最初のクリックは安全、開けた場所、または推測不要から選べます。' +
    'どのゲームにも固定リンク。{0}で再生できるリプレイ。LeetCode 529の盤面。',
  snakesCard: '1〜4人で、1943年のクラシックな盤、シードから作るランダムな盤、または任意のLeetCode 909の盤で。最短経路つきの最短投数、' +
    '正確な投数の期待値、ゲームの長さ、そして誰が勝ちそうか。',
  embed: 'ゲームを埋め込む',
  see: '{0}を参照。',
};
