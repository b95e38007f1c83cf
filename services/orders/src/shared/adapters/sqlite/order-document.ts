/**
 * An order's whole document in SQL, for a query on `orders`: its header (`doc`, `items` empty)
 * with its lines put back from `order_lines` in their order (the primary key's). What every
 * reader of orders.sqlite parses: the store on a miss, its lists, the back office's search.
 */
export const wholeOrderDoc =
  "json_set(orders.doc, '$.items', (SELECT json_group_array(json(line.doc)) FROM " +
  '(SELECT doc FROM order_lines WHERE order_uuid = orders.uuid ORDER BY position) AS line))';
