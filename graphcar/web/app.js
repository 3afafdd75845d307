/* graphcar authority-chain viewer.
 *
 * Talks to the /v1 API with the key the user typed (kept in sessionStorage only), or, when the
 * page was written by `graphcar viz`, renders the chain embedded in window.GRAPHCAR_EMBED.
 * Every value from the server goes into the page through textContent, never innerHTML.
 */
(function () {
  "use strict";

  var KEY_STORE = "graphcar.apiKey";
  var COLUMN = 250;
  var ROW = 120;
  var embed = window.GRAPHCAR_EMBED || null;
  var cy = null;

  function $(id) { return document.getElementById(id); }

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }

  function day(value) { return value ? String(value).slice(0, 10) : ""; }

  function isHidden(id) { return String(id).indexOf("restricted:") === 0; }

  function setStatus(text, isError) {
    var status = $("status");
    if (!status) { return; }
    status.textContent = text || "";
    status.className = isError ? "status error" : "status";
  }

  // -- API ---------------------------------------------------------------------------------
  function api(method, path, body) {
    var headers = { "Accept": "application/json" };
    var key = sessionStorage.getItem(KEY_STORE);
    if (key) { headers["Authorization"] = "Bearer " + key; }
    if (body !== undefined) { headers["Content-Type"] = "application/json"; }
    return fetch(path, {
      method: method, headers: headers,
      body: body === undefined ? undefined : JSON.stringify(body)
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (payload) {
        if (!response.ok) {
          var error = new Error(payload.detail || payload.title || ("HTTP " + response.status));
          error.status = response.status;
          throw error;
        }
        return payload;
      });
    });
  }

  function showWho() {
    api("GET", "/v1/me").then(function (me) {
      $("key-form").hidden = me.auth_disabled;
      var labels = me.labels === null ? "all documents" : (me.labels.join(", ") || "public only");
      $("whoami").textContent = me.auth_disabled
        ? "auth disabled (local demo)"
        : me.name + " · " + me.scopes.join("/") + " · sees " + labels;
    }).catch(function (error) {
      $("key-form").hidden = false;
      $("whoami").textContent = error.status === 401 ? "enter an API key" : error.message;
    });
  }

  // -- results -----------------------------------------------------------------------------
  function roleOf(row) { return row.visible === false ? "hidden" : row.role; }

  function renderResults(result) {
    var list = $("results");
    list.textContent = "";
    if (!result.rows.length) { setStatus("No documents matched."); return; }
    setStatus(result.frontier.length + " controlling document(s); " + result.rows.length +
      " shown" + (result.frontier_exceeds_k ? " (frontier larger than k: all kept)" : ""));
    result.rows.forEach(function (row) {
      var role = roleOf(row);
      var item = el("li", "result " + role);
      item.dataset.id = row.id;
      var head = el("div");
      head.appendChild(el("span", "badge " + role, role === "hidden" ? "restricted" : row.role));
      head.appendChild(el("span", "title", row.visible ? (row.title || row.id) : "A document you cannot access"));
      item.appendChild(head);
      item.appendChild(el("div", "meta", row.id + (row.published_at ? " · " + day(row.published_at) : "")));
      if (row.superseded_by && row.superseded_by.length) {
        item.appendChild(el("div", "meta", "superseded by " + row.superseded_by.join(", ")));
      }
      if (row.note) { item.appendChild(el("div", "note", row.note)); }
      item.addEventListener("click", function () {
        Array.prototype.forEach.call(list.children, function (c) { c.classList.remove("active"); });
        item.classList.add("active");
        if (isHidden(row.id)) { showHiddenDetails(row.id); return; }
        loadChain(row.id);
      });
      list.appendChild(item);
    });
  }

  function search(text) {
    setStatus("Searching…");
    return api("POST", "/v1/query", { query: text, k: 10 }).then(renderResults)
      .catch(function (error) { setStatus(error.message, true); });
  }

  // -- graph -------------------------------------------------------------------------------
  function columns(chain) {
    var dates = [];
    chain.nodes.forEach(function (n) {
      var d = day(n.in_force_from || n.published_at);
      if (d && dates.indexOf(d) < 0) { dates.push(d); }
    });
    dates.sort();
    var column = {};
    chain.nodes.forEach(function (n) {
      var d = day(n.in_force_from || n.published_at);
      if (d) { column[n.id] = dates.indexOf(d); }
    });
    // Hidden documents have no date to show: place them just after what they supersede.
    chain.nodes.forEach(function (n) {
      if (column[n.id] !== undefined) { return; }
      var after = -1;
      chain.edges.forEach(function (e) {
        if (e.newer_id === n.id && column[e.older_id] !== undefined) {
          after = Math.max(after, column[e.older_id]);
        }
      });
      column[n.id] = after >= 0 ? after + 1 : dates.length;
    });
    return { dates: dates, column: column };
  }

  function label(n) {
    if (!n.visible) { return "🔒 not accessible"; }
    var title = n.title || n.id;
    if (title.length > 54) { title = title.slice(0, 52) + "…"; }
    return title + "\n" + day(n.in_force_from || n.published_at);
  }

  function elements(chain) {
    var grid = columns(chain);
    var used = {};
    var maxRow = 0;
    var items = [];
    chain.nodes.forEach(function (n) {
      var col = grid.column[n.id];
      var row = used[col] || 0;
      used[col] = row + 1;
      maxRow = Math.max(maxRow, row);
      var classes = [n.visible ? n.role : "hidden"];
      if (n.focus) { classes.push("focus"); }
      items.push({
        group: "nodes",
        data: { id: n.id, label: label(n), node: n },
        position: { x: col * COLUMN, y: row * ROW + (col % 2) * (ROW / 2) },
        classes: classes.join(" ")
      });
    });
    grid.dates.forEach(function (d, i) {
      items.push({
        group: "nodes", data: { id: "tick:" + d, label: d }, classes: "tick",
        position: { x: i * COLUMN, y: maxRow * ROW + 95 }, selectable: false, grabbable: false
      });
    });
    chain.edges.forEach(function (e, i) {
      // Edges that jump over a column arc above it, so they never run behind a document.
      var span = Math.abs((grid.column[e.newer_id] || 0) - (grid.column[e.older_id] || 0));
      items.push({
        group: "edges",
        data: { id: "e" + i, source: e.newer_id, target: e.older_id,
                label: e.kind + (e.status === "proposed" ? " (pending)" : "") +
                  (e.valid_to ? " until " + day(e.valid_to) : ""), edge: e,
                bend: span > 1 ? 70 * (span - 1) : 0 },
        classes: e.status
      });
    });
    return items;
  }

  var STYLE = [
    { selector: "node", style: {
      "shape": "round-rectangle", "width": 184, "height": 60, "label": "data(label)",
      "text-wrap": "wrap", "text-max-width": 170, "text-valign": "center",
      "text-halign": "center", "font-size": 11, "color": "#1d2430",
      "border-width": 2, "background-color": "#fff" } },
    { selector: "node.controlling", style: { "background-color": "#e3f4ea", "border-color": "#1f8a4c" } },
    { selector: "node.superseded", style: { "background-color": "#fdf3e1", "border-color": "#b7791f" } },
    { selector: "node.hidden", style: { "background-color": "#eceef1", "border-color": "#8a8f98",
      "border-style": "dashed", "color": "#5a606a" } },
    { selector: "node.focus", style: { "border-width": 4 } },
    { selector: "node:selected", style: { "underlay-color": "#2f5bd3", "underlay-opacity": 0.22,
      "underlay-padding": 7, "underlay-shape": "round-rectangle", "overlay-opacity": 0 } },
    { selector: "node.tick", style: { "shape": "rectangle", "width": 1, "height": 1,
      "background-opacity": 0, "border-width": 0, "color": "#6b7484", "font-size": 12,
      "text-valign": "bottom", "events": "no" } },
    { selector: "edge", style: {
      "width": 2, "line-color": "#5b6472", "target-arrow-color": "#5b6472",
      "target-arrow-shape": "triangle", "curve-style": "unbundled-bezier",
      "control-point-distances": "data(bend)", "control-point-weights": 0.5,
      "arrow-scale": 1.3, "label": "data(label)",
      "font-size": 9.5, "color": "#39404b", "text-background-color": "#fff",
      "text-background-opacity": 0.9, "text-background-padding": 2, "text-rotation": "autorotate" } },
    { selector: "edge.proposed", style: { "line-style": "dashed", "line-color": "#2f5bd3",
      "target-arrow-color": "#2f5bd3", "color": "#2f5bd3" } }
  ];

  function renderChain(chain) {
    var container = $("graph");
    container.textContent = "";
    var focus = chain.nodes.filter(function (n) { return n.focus; })[0];
    $("chain-title").textContent = "Authority chain of " + (focus && focus.title ? focus.title : chain.focus);
    cy = cytoscape({
      container: container, elements: elements(chain), style: STYLE,
      layout: { name: "preset", fit: true, padding: 36 },
      minZoom: 0.2, maxZoom: 2.5
    });
    cy.on("tap", "node", function (event) {
      var node = event.target.data("node");
      if (node) { showDetails(node, chain); }
    });
    window.graphcarViewer.cy = cy;
    if (focus) { cy.getElementById(focus.id).select(); showDetails(focus, chain); }
  }

  function loadChain(id) {
    if (embed) { renderChain(embed.chain); return Promise.resolve(); }
    setStatus("Loading the authority chain…");
    return api("GET", "/v1/documents/" + encodeURIComponent(id) + "/authority")
      .then(function (chain) { setStatus(""); renderChain(chain); })
      .catch(function (error) { setStatus(error.message, true); });
  }

  // -- details -----------------------------------------------------------------------------
  function field(list, name, value) {
    if (value === undefined || value === null || value === "") { return; }
    list.appendChild(el("dt", null, name));
    list.appendChild(el("dd", null, value));
  }

  function related(chain, id, upward) {
    return chain.edges.filter(function (e) {
      return upward ? e.older_id === id : e.newer_id === id;
    }).map(function (e) {
      var other = upward ? e.newer_id : e.older_id;
      var who = isHidden(other) ? "a document you cannot access" : other;
      return who + " (" + e.kind + (e.status === "proposed" ? ", pending review" : "") +
        (e.valid_from ? ", " + day(e.valid_from) : "") +
        (e.valid_to ? " until " + day(e.valid_to) : "") + ")";
    });
  }

  function showHiddenDetails(id) {
    var box = $("details");
    box.textContent = "";
    box.appendChild(el("div", "hidden-box",
      "A document you cannot access (" + id + "). Its title and text are withheld; it appears " +
      "because it supersedes a document you can see."));
  }

  function showDetails(node, chain) {
    if (!node.visible) { showHiddenDetails(node.id); return; }
    var box = $("details");
    box.textContent = "";
    box.appendChild(el("span", "badge " + node.role, node.role));
    box.appendChild(el("div", "doc-title", node.title || node.id));
    if (node.note) { box.appendChild(el("div", "warn", node.note)); }
    var list = el("dl");
    field(list, "id", node.id);
    field(list, "type", node.doc_type);
    field(list, "domain", node.domain);
    field(list, "published", day(node.published_at));
    field(list, "in force", day(node.in_force_from));
    field(list, "superseded by", related(chain, node.id, true).join("; "));
    field(list, "supersedes", related(chain, node.id, false).join("; "));
    box.appendChild(list);
    var text = el("div", "text", "Loading text…");
    box.appendChild(text);
    documentText(node.id).then(function (doc) {
      text.textContent = doc ? doc.document.text : "(text not available)";
      if (doc && doc.entities.length) {
        var scope = el("dl");
        field(scope, "entities", doc.entities.join(", "));
        box.appendChild(scope);
      }
    }).catch(function (error) { text.textContent = error.message; });
  }

  function documentText(id) {
    if (embed) { return Promise.resolve(embed.documents[id] || null); }
    return api("GET", "/v1/documents/" + encodeURIComponent(id));
  }

  // -- start -------------------------------------------------------------------------------
  window.graphcarViewer = { cy: null, search: search, loadChain: loadChain };

  function start() {
    if (embed) {
      document.body.classList.add("embedded");
      renderChain(embed.chain);
      return;
    }
    showWho();
    $("search").addEventListener("submit", function (event) {
      event.preventDefault();
      var text = $("q").value.trim();
      if (text) { search(text); }
    });
    $("key-form").addEventListener("submit", function (event) {
      event.preventDefault();
      sessionStorage.setItem(KEY_STORE, $("key").value.trim());
      $("key").value = "";
      showWho();
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
