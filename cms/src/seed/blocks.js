'use strict';

/**
 * Turns the seed's plain text (paragraphs split by blank lines, "## " headings,
 * "- " list items) into Strapi's blocks JSON, the format editors get in the admin.
 */
function toBlocks(text) {
  if (!text) return [];
  return text
    .split(/\n{2,}/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      const lines = chunk.split('\n').map((line) => line.trim());
      if (lines.length === 1 && lines[0].startsWith('## ')) {
        return { type: 'heading', level: 2, children: [textNode(lines[0].slice(3))] };
      }
      if (lines.every((line) => line.startsWith('- '))) {
        return {
          type: 'list',
          format: 'unordered',
          children: lines.map((line) => ({ type: 'list-item', children: [textNode(line.slice(2))] })),
        };
      }
      return { type: 'paragraph', children: [textNode(lines.join(' '))] };
    });
}

function textNode(text) {
  return { type: 'text', text };
}

module.exports = { toBlocks };
