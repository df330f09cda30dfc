// A sample order with markup in every field a visitor types, for the cms's mail tests and the
// browser tests alike: in a mail's HTML all of it must arrive as text, and none of it may be
// in a subject or in the request to confirm the address.

export const HOSTILE_ORDER = {
  name: '<a href="http://evil.example/n">Vinn</a>',
  company: '<img src="http://evil.example/c.png">',
  street: '<form action="http://evil.example/f"><input name="pw"></form>',
  city: '<a href="http://evil.example/c">Stad</a>',
  message: 'Hej!\n<a href="http://evil.example/m">Klicka här</a> <img src="http://evil.example/m.png"> <script>alert(1)</script>',
};

/** Words only the visitor chose. */
export const HOSTILE_WORDS = ['evil', 'Vinn', 'Stad', 'Klicka', 'alert'];

/** Any of the order's markup, live, in a mail's HTML. */
export const LIVE_HOSTILE_MARKUP = /<a href="http:\/\/evil|<img|<form|<input|<script/;

/** The order's name as a mail's HTML must show it: escaped, as text. */
export const ESCAPED_HOSTILE_NAME = '&lt;a href=&quot;http://evil.example/n&quot;&gt;Vinn&lt;/a&gt;';
