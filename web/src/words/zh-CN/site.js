// words/zh-CN/site.js — the front page 简体中文 (the part `site`: the
// static text of index.html, marked data-i18n).
/** @type {Record<string, string>} */
export default {
  games: '游戏',
  language: '语言',
  mines: '扫雷',
  snakes: '蛇梯棋',
  intro: '两款方格游戏，共用一个C语言引擎——同一份代码既驱动命令行程序，也编译成WebAssembly驱动这些网页。',
  minesCard: '从初级到高级，或最大1000×1000的自定义棋盘。首击安全、首击开空或无猜模式；每局都有永久链接；录像可用{0}回放；LeetCode 529棋盘。',
  snakesCard: '一到四名玩家，可用1943年的经典棋盘、由种子生成的随机棋盘或任意LeetCode 909棋盘。最少掷骰次数及一条最短路径、' +
    '精确的期望掷骰次数、一局要多久，以及谁更可能获胜。',
  embed: '嵌入游戏',
  see: '参见{0}。',
};
