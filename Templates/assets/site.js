// Small enhancements; every page works without this script.
(function () {
  "use strict";

  // The stay shortlist's six sort orders.
  function setUpSorting(select) {
    var list = document.getElementById(select.getAttribute("data-sort-target"));
    if (!list) return;
    select.closest(".sorter").hidden = false;
    function number(item, key) {
      var value = parseFloat(item.getAttribute("data-" + key));
      return isNaN(value) ? null : value;
    }
    function compare(key, direction) {
      return function (a, b) {
        var x = number(a, key), y = number(b, key);
        if (x === null && y === null) return number(a, "order") - number(b, "order");
        if (x === null) return 1;
        if (y === null) return -1;
        return x === y ? number(a, "order") - number(b, "order") : (x - y) * direction;
      };
    }
    var orders = {
      "order": compare("order", 1),
      "price-asc": compare("price", 1),
      "price-desc": compare("price", -1),
      "stars-desc": compare("stars", -1),
      "stars-asc": compare("stars", 1),
      "rating-desc": compare("rating", -1)
    };
    select.addEventListener("change", function () {
      var items = Array.prototype.slice.call(list.children);
      items.sort(orders[select.value] || orders.order);
      items.forEach(function (item) { list.appendChild(item); });
    });
  }

  // The stay shortlist's minimum-star filter: a stay with fewer stars, or none, is hidden.
  function setUpStarFilter(select) {
    var list = document.getElementById(select.getAttribute("data-filter-target"));
    if (!list) return;
    var status = select.closest(".sorter").querySelector(".filter-status");
    select.addEventListener("change", function () {
      var least = parseInt(select.value, 10) || 0;
      var items = Array.prototype.slice.call(list.children);
      var shown = 0;
      items.forEach(function (item) {
        var stars = parseInt(item.getAttribute("data-stars"), 10) || 0;
        item.hidden = stars < least;
        if (!item.hidden) shown += 1;
      });
      // The words come from the theme: "{shown} of {total} shown".
      var words = status ? status.getAttribute("data-words") || "" : "";
      if (status) status.textContent = least ? words.replace("{shown}", shown).replace("{total}", items.length) : "";
    });
  }

  // Filtering a city's recommendations by feature.
  function setUpFilters(fieldset) {
    fieldset.hidden = false;
    var boxes = Array.prototype.slice.call(fieldset.querySelectorAll("input[name=feature]"));
    function apply() {
      var shown = boxes.filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
      document.querySelectorAll(".rec-card").forEach(function (card) {
        var features = (card.getAttribute("data-features") || "").split(" ");
        card.hidden = !features.some(function (feature) { return shown.indexOf(feature) >= 0; });
      });
      document.querySelectorAll(".feature-group").forEach(function (group) {
        group.hidden = group.querySelectorAll(".rec-card:not([hidden])").length === 0;
      });
    }
    boxes.forEach(function (box) { box.addEventListener("change", apply); });
  }

  // Search: the index is cut into shards, each a script calling itinesharySearchShard(name, data) (see
  // docs/theme.md). A query's words are looked up in the dictionary (`w/` shards, named by the first letters of
  // their words: the page names those there are and those split into longer keys), which expands each word to
  // the indexed words it may mean: itself, words it begins, and words of 4 letters or more one typo away. Their
  // postings (`p/` shards) say which entries have them and where; entries (`e/` shards) are loaded for the
  // results shown. Text is folded as the build folds it: accents dropped, lower case.
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  // A query's words, each cut to its first `limit` letters as the build cuts the words it indexes.
  function words(text, limit) {
    return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(function (word) {
      return Array.from(word).slice(0, limit).join("");
    });
  }
  function fileName(key) {
    if (!key) return "_";
    return Array.from(key).map(function (letter) {
      return /[a-z0-9]/.test(letter) ? letter : "_" + letter.codePointAt(0).toString(16) + "_";
    }).join("");
  }
  // Whether two words (arrays of letters) are one insertion, deletion, substitution or transposition apart.
  function oneEdit(a, b) {
    if (Math.abs(a.length - b.length) > 1) return false;
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
    var rest = function (word, from) { return word.slice(from).join(""); };
    if (a.length === b.length) {
      if (i === a.length) return false;
      if (rest(a, i + 1) === rest(b, i + 1)) return true;
      return a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2);
    }
    return a.length > b.length ? rest(a, i + 1) === rest(b, i) : rest(a, i) === rest(b, i + 1);
  }
  // A word's postings: entry numbers in order, each `(gap - 1) * 4 + tier` in base 32, the last digit of each
  // from 0-9a-v, any before it from A-Zw-z+/.
  var LAST = "0123456789abcdefghijklmnopqrstuv", LEADING = "ABCDEFGHIJKLMNOPQRSTUVWXYZwxyz+/";
  function postings(code, each) {
    var entry = -1, value = 0;
    for (var i = 0; i < code.length; i += 1) {
      var digit = LAST.indexOf(code[i]);
      if (digit < 0) { value = value * 32 + LEADING.indexOf(code[i]); continue; }
      value = value * 32 + digit;
      entry += Math.floor(value / 4) + 1;
      each(entry, value % 4);
      value = 0;
    }
  }
  var shards = {};
  window.itinesharySearchShard = function (name, data) {
    var shard = shards[name];
    if (shard) { shard.data = data; shard.done(); }
  };
  // The most bytes of postings a query loads; its words' best matches are loaded whatever their size.
  var BUDGET = 80000;
  var PAGE = 50;
  function setUpSearch(form) {
    var input = form.querySelector("input");
    var list = document.querySelector(".search-results");
    var status = document.querySelector(".search-status");
    var data = function (name) { return form.getAttribute("data-" + name) || ""; };
    var dictionary = new Set(data("words").split(" ").filter(Boolean));
    var split = new Set(data("split").split(" ").filter(Boolean));
    var block = Number(data("block")) || 16;
    var wordLimit = Number(data("word-limit")) || 32;
    var kinds = data("kinds").split("|");
    var root = data("root");
    // The dictionary shard a word's entries are in, or null when there is none.
    function dictionaryShard(word) {
      var letters = Array.from(word);
      var length = 0;
      while (split.has(fileName(letters.slice(0, length).join(""))) && letters.length > length) length += 1;
      var key = fileName(letters.slice(0, length).join(""));
      return dictionary.has(key) ? "w/" + key : null;
    }
    function load(names, then) {
      var pending = names.length;
      if (!pending) { then(); return; }
      var one = function () { pending -= 1; if (pending === 0) then(); };
      names.forEach(function (name) {
        var shard = shards[name];
        if (!shard) {
          shard = shards[name] = { data: null, waiting: [] };
          shard.done = function () { shard.waiting.forEach(function (call) { call(); }); shard.waiting = []; };
          var script = document.createElement("script");
          script.src = data("shards") + name + ".js";
          script.onerror = function () { shard.data = []; shard.done(); };
          document.head.appendChild(script);
        }
        if (shard.data) one(); else shard.waiting.push(one);
      });
    }
    // The indexed words `word` may mean, best first: itself (3), words it begins (2), words one typo away (1).
    function expand(word, name) {
      var shard = shards[name];
      if (!shard.words) {
        shard.words = (shard.data[0] || "").split(" ").filter(Boolean).map(function (item) {
          var parts = item.split(":");
          return { word: parts[0], size: parseInt(parts[1], 36), shard: "p/" + parseInt(parts[2], 36) };
        });
        shard.sizes = {};
        (shard.data[1] || "").split(" ").filter(Boolean).forEach(function (item) {
          var parts = item.split(":");
          shard.sizes["p/" + parseInt(parts[0], 36)] = parseInt(parts[1], 36);
        });
      }
      var letters = Array.from(word);
      var found = [];
      shard.words.forEach(function (known) {
        var quality = known.word === word ? 3 : known.word.lastIndexOf(word, 0) === 0 ? 2
          : letters.length >= 4 && oneEdit(letters, Array.from(known.word)) ? 1 : 0;
        if (quality) found.push({ word: known.word, quality: quality, size: known.size, shard: known.shard,
                                  bytes: shard.sizes[known.shard] });
      });
      return found.sort(function (a, b) {
        return b.quality - a.quality || b.size - a.size || (a.word < b.word ? -1 : 1);
      });
    }
    // The words to look up, each query word's best first, then the others in turn while their shards fit.
    function choose(expansions) {
      var chosen = expansions.map(function () { return []; });
      var loaded = new Set(), bytes = 0;
      for (var round = 0; ; round += 1) {
        var any = false;
        expansions.forEach(function (found, index) {
          var next = found[round];
          if (!next) return;
          any = true;
          var cost = loaded.has(next.shard) ? 0 : next.bytes;
          if (round > 0 && bytes + cost > BUDGET) return;
          bytes += cost;
          loaded.add(next.shard);
          chosen[index].push(next);
        });
        if (!any) return chosen;
      }
    }
    // Entries by how many of the query's words they have, then by where (title's first word, title, line,
    // body) and how well (the word, a longer word, a typo), then in the index's order.
    function rank(chosen) {
      var scores = new Map();
      chosen.forEach(function (found) {
        var best = new Map();
        found.forEach(function (match) {
          postings(shards[match.shard].data[match.word] || "", function (entry, tier) {
            var score = tier * 4 + match.quality;
            if (!(best.get(entry) >= score)) best.set(entry, score);
          });
        });
        best.forEach(function (score, entry) {
          var total = scores.get(entry) || { entry: entry, words: 0, score: 0 };
          total.words += 1;
          total.score += score;
          scores.set(entry, total);
        });
      });
      return Array.from(scores.values()).sort(function (a, b) {
        return b.words - a.words || b.score - a.score || a.entry - b.entry;
      });
    }
    var latest = 0;
    var observer = null;
    function showFrom(results, start, run) {
      var page = results.slice(start, start + PAGE);
      var blocks = [];
      page.forEach(function (result) {
        var name = "e/" + Math.floor(result.entry / block);
        if (blocks.indexOf(name) < 0) blocks.push(name);
      });
      load(blocks, function () {
        if (run !== latest) return;
        var last = null;
        page.forEach(function (result) {
          var entry = (shards["e/" + Math.floor(result.entry / block)].data || [])[result.entry % block];
          if (!entry) return;
          var item = document.createElement("li");
          var link = document.createElement("a");
          link.href = root + entry[2] + "index.html";
          link.textContent = entry[0];
          var meta = document.createElement("span");
          meta.className = "muted";
          meta.textContent = "· " + kinds[entry[1]] + " · " + entry[3];
          item.appendChild(link);
          item.appendChild(document.createTextNode(" "));
          item.appendChild(meta);
          list.appendChild(item);
          last = item;
        });
        // The next results are shown when the last one shown scrolls into view.
        if (last && start + PAGE < results.length && "IntersectionObserver" in window) {
          observer = new IntersectionObserver(function (seen) {
            if (!seen.some(function (one) { return one.isIntersecting; })) return;
            observer.disconnect();
            showFrom(results, start + PAGE, run);
          });
          observer.observe(last);
        }
      });
    }
    function apply() {
      var query = [];
      words(input.value, wordLimit).forEach(function (word) {
        if (Array.from(word).length >= 2 && query.indexOf(word) < 0 && query.length < 8) query.push(word);
      });
      var run = latest += 1;
      if (observer) { observer.disconnect(); observer = null; }
      var clear = function () { list.textContent = ""; };
      var names = query.map(dictionaryShard);
      load(names.filter(function (name, index) { return name && names.indexOf(name) === index; }), function () {
        if (run !== latest) return;
        var chosen = choose(query.map(function (word, index) { return names[index] ? expand(word, names[index]) : []; }));
        var needed = [];
        chosen.forEach(function (found) {
          found.forEach(function (match) { if (needed.indexOf(match.shard) < 0) needed.push(match.shard); });
        });
        load(needed, function () {
          if (run !== latest) return;
          var results = query.length ? rank(chosen) : [];
          clear();
          if (status) {
            status.textContent = query.length
              ? data(results.length === 1 ? "result-one" : "result-other").replace("{n}", String(results.length)) : "";
          }
          showFrom(results, 0, run);
        });
      });
    }
    var timer = null;
    form.hidden = false;
    form.addEventListener("submit", function (event) { event.preventDefault(); clearTimeout(timer); apply(); });
    input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(apply, 250); });
    var query = new URLSearchParams(window.location.search).get("q");
    if (query) { input.value = query; apply(); }
  }

  // The day index marks the day on screen, and on a phone scrolls its chip into view.
  function setUpDayIndex(index) {
    var list = index.querySelector("ol");
    var links = Array.prototype.slice.call(index.querySelectorAll("a[href^='#']"));
    var days = links.map(function (link) { return document.getElementById(link.getAttribute("href").slice(1)); });
    if (!list || !("IntersectionObserver" in window) || days.some(function (day) { return !day; })) return;
    var shown = new Set();
    function mark() {
      var current = days.findIndex(function (day) { return shown.has(day); });
      links.forEach(function (link, position) {
        if (position === current) link.setAttribute("aria-current", "location");
        else link.removeAttribute("aria-current");
      });
      if (current >= 0 && list.scrollWidth > list.clientWidth) {
        list.scrollLeft = links[current].parentElement.offsetLeft - list.offsetLeft;
      }
    }
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (entry.isIntersecting) shown.add(entry.target); else shown.delete(entry.target);
      });
      mark();
    }, { rootMargin: "-20% 0px -60% 0px" });
    days.forEach(function (day) { observer.observe(day); });
  }

  // Where a trip stands on the reader's date: their own calendar's, wherever they are, as a phone abroad keeps
  // local time. Dates are whole days since 1970.
  function dayNumber(iso) {
    var part = (iso || "").split("-");
    return Date.UTC(+part[0], part[1] - 1, +part[2]) / 864e5;
  }
  var now = new Date();
  var today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 864e5;
  // `Starts in 12 days`, `Ended 2 weeks ago`: days below two weeks, weeks below 61 days, months below a year.
  function span(line, direction, days) {
    var unit = days < 14 ? ["days", days] : days < 61 ? ["weeks", Math.round(days / 7)]
      : days < 365 ? ["months", Math.min(11, Math.round(days / 30.44))] : ["years", Math.round(days / 365.25)];
    var forms = (line.getAttribute("data-" + direction + "-" + unit[0]) || "").split("|");
    return (forms[unit[1] === 1 ? 0 : 1] || forms[0]).replace("{n}", unit[1]);
  }

  // A trip page's line under its title; during the trip, today's day is marked and linked from the line.
  function setUpWhen(line) {
    var data = function (name) { return line.getAttribute("data-" + name) || ""; };
    var start = dayNumber(data("start")), end = dayNumber(data("end"));
    if (!(start <= end)) return;
    if (today < start) line.textContent = today === start - 1 ? data("tomorrow") : span(line, "in", start - today);
    else if (today > end) line.textContent = today === end + 1 ? data("yesterday") : span(line, "ago", today - end);
    else {
      line.textContent = data("day-of").replace("{n}", today - start + 1).replace("{total}", end - start + 1);
      var iso = new Date(today * 864e5).toISOString().slice(0, 10);
      var time = document.querySelector(".day time[datetime='" + iso + "']");
      var day = time && time.closest(".day");
      if (day && day.id) {
        day.setAttribute("aria-current", "date");
        var link = document.createElement("a");
        link.href = "#" + day.id;
        link.textContent = data("today");
        line.append(" · ", link);
      }
    }
    line.hidden = false;
  }

  // The home page's upcoming and past trips by the reader's date, soonest and latest first; one under way is marked.
  function setUpTripLists(section) {
    var past = document.querySelector("section[data-trips=past]");
    var lists = [section, past].map(function (part) { return part && part.querySelector("ul"); });
    if (!lists[0] || !lists[1]) return;
    var cards = Array.from(lists[0].children).concat(Array.from(lists[1].children).reverse());
    var date = function (card, name) { return dayNumber(card.getAttribute("data-" + name)); };
    if (!cards.every(function (card) { return date(card, "start") <= date(card, "end"); })) return;
    cards.sort(function (a, b) { return date(a, "start") - date(b, "start"); });
    cards.forEach(function (card) {
      if (date(card, "end") < today) return lists[1].prepend(card);
      lists[0].append(card);
      if (date(card, "start") > today) return;
      var mark = document.createElement("p");
      mark.className = "card-when";
      mark.textContent = section.getAttribute("data-under-way");
      var meta = card.querySelector(".card-meta");
      (meta ? meta.parentNode : card).insertBefore(mark, meta);
    });
    lists[0].hidden = !lists[0].children.length;
    var empty = section.querySelector(".empty");
    if (empty) empty.hidden = !lists[0].hidden;
    // Each trip still to come says when it starts: `Starts in 4 months`.
    Array.from(lists[0].children).forEach(function (card) {
      var start = date(card, "start");
      if (start <= today) return;
      var line = document.createElement("p");
      line.className = "card-starts";
      line.textContent = start === today + 1 ? section.getAttribute("data-tomorrow") : span(section, "in", start - today);
      var meta = card.querySelector(".card-meta");
      (meta ? meta.parentNode : card).insertBefore(line, meta);
    });
    past.hidden = !lists[1].children.length;
  }


  // Saved for offline (when the site is an app: the layout names its service worker). Each saved page is a
  // cache of its own, named by the site's scope, the page and the version of its offline list, holding
  // everything the list names and, under META, what was saved: the service worker answers from these caches
  // when there is no network. Sites on one origin (owner.github.io/a/ and /b/) share its caches: each lists and
  // removes only those named by its own scope, as its service worker (sw.js, written by the build) does.
  var META = "?itineshary-saved";
  // Saved by older versions: named by the page alone.
  var OLD_SAVED = "itineshary-saved:";

  // The site's folder, the scope its service worker is registered for: the folder of sw.js.
  function offlineScope() {
    return new URL("./", new URL(document.documentElement.getAttribute("data-service-worker"), location.href)).href;
  }

  function savedPrefix() { return "itineshary-saved " + offlineScope() + " "; }

  // The page a cache of this site's saved pages holds; null for any other cache. One named without a scope is
  // this site's when its page is in the site's folder.
  function savedPage(key) {
    var own = savedPrefix();
    var rest = key.indexOf(own) === 0 ? key.slice(own.length)
      : key.indexOf(OLD_SAVED) === 0 ? key.slice(OLD_SAVED.length) : null;
    var page = rest === null ? null : rest.split("#")[0];
    return page !== null && page.indexOf(offlineScope()) === 0 ? page : null;
  }

  function sizeText(bytes) {
    return bytes >= 1e6 ? (bytes / 1e6).toFixed(1) + " MB" : Math.max(1, Math.round(bytes / 1e3)) + " KB";
  }

  // The saved pages: [{cache, page, meta}], newest first.
  function savedPages() {
    return caches.keys().then(function (keys) {
      return Promise.all(keys.filter(function (key) { return savedPage(key) !== null; }).map(function (key) {
        var page = savedPage(key);
        return caches.open(key).then(function (cache) { return cache.match(page + META); })
          .then(function (response) { return response ? response.json() : null; })
          .then(function (meta) { return meta && { cache: key, page: page, meta: meta }; });
      }));
    }).then(function (pages) {
      return pages.filter(Boolean).sort(function (a, b) { return b.meta.savedAt - a.meta.savedAt; });
    });
  }

  function removeSaved(page) {
    return caches.keys().then(function (keys) {
      return Promise.all(keys.filter(function (key) { return savedPage(key) === page; })
        .map(function (key) { return caches.delete(key); }));
    });
  }

  // The image of a list's candidates this device shows: the one the page shows now, or else the narrowest at
  // least as wide as the window in device pixels, or else the widest.
  function chooseImage(candidates, base) {
    var shown = {};
    document.querySelectorAll("img").forEach(function (img) { if (img.currentSrc) shown[img.currentSrc] = true; });
    var urls = candidates.map(function (c) { return new URL(c.url, base).href; });
    for (var i = 0; i < urls.length; i++) if (shown[urls[i]]) return i;
    var need = Math.min(window.innerWidth, 1600) * (window.devicePixelRatio || 1), best = 0;
    var width = function (c) { return c.width || 1e9; };
    candidates.forEach(function (c, i) {
      var w = width(c), b = width(candidates[best]);
      if (b < need ? w > b : w >= need && w < b) best = i;
    });
    return best;
  }

  // Saves the page of the list at `listUrl` in a new cache; files whose version is unchanged since `previous` are
  // copied from its cache instead of fetched. Only a complete copy replaces the previous one.
  function savePage(listUrl, previous) {
    return fetch(listUrl, { cache: "no-store" }).then(function (response) {
      if (!response.ok) throw new Error("no offline list");
      return response.json();
    }).then(function (list) {
      var page = new URL("./", listUrl).href;
      if (previous && previous.meta.version === list.version) return previous;
      var name = savedPrefix() + page + "#" + list.version;
      var files = list.files.map(function (f) { return { url: new URL(f.url, listUrl).href, version: f.version }; });
      var aliases = {};
      list.images.forEach(function (candidates) {
        var chosen = chooseImage(candidates, listUrl), url = new URL(candidates[chosen].url, listUrl).href;
        files.push({ url: url, version: candidates[chosen].version });
        candidates.forEach(function (c) { aliases[new URL(c.url, listUrl).href] = url; });
      });
      var meta = { title: list.title, version: list.version, savedAt: Date.now(), bytes: 0, files: {}, aliases: aliases };
      return caches.open(name).then(function (cache) {
        var old = previous ? caches.open(previous.cache) : Promise.resolve(null);
        return old.then(function (oldCache) {
          return Promise.all(files.map(function (file) {
            var kept = previous && previous.meta.files[file.url] === file.version ? oldCache.match(file.url) : Promise.resolve();
            return kept.then(function (response) {
              return response || fetch(file.url, { cache: "no-cache" }).then(function (fetched) {
                if (!fetched.ok) throw new Error(file.url + ": " + fetched.status);
                return fetched;
              });
            }).then(function (response) {
              meta.files[file.url] = file.version;
              return response.clone().blob().then(function (blob) {
                meta.bytes += blob.size;
                return cache.put(file.url, response);
              });
            });
          }));
        }).then(function () {
          return cache.put(page + META, new Response(JSON.stringify(meta), { headers: { "Content-Type": "application/json" } }));
        });
      }).then(function () {
        return caches.keys().then(function (keys) {
          return Promise.all(keys.filter(function (key) { return savedPage(key) === page && key !== name; })
            .map(function (key) { return caches.delete(key); }));
        });
      }).then(function () { return { cache: name, page: page, meta: meta }; }, function (error) {
        return caches.delete(name).then(function () { throw error; });
      });
    });
  }

  function setUpSaveButton(box) {
    var listUrl = new URL(box.getAttribute("data-list"), location.href).href;
    var page = new URL("./", listUrl).href;
    var save = box.querySelector(".save-button"), remove = box.querySelector(".save-remove");
    var state = box.querySelector(".save-state");
    function show(saved) {
      save.hidden = !!saved;
      remove.hidden = !saved;
      state.textContent = saved ? "Saved · " + sizeText(saved.meta.bytes) : "";
    }
    save.addEventListener("click", function () {
      save.disabled = true;
      state.textContent = "Saving…";
      savePage(listUrl, null).then(show, function () { show(null); state.textContent = "Could not save: try again online."; })
        .then(function () { save.disabled = false; });
    });
    remove.addEventListener("click", function () { removeSaved(page).then(function () { show(null); }); });
    box.hidden = false;
    savedPages().then(function (pages) {
      var saved = pages.filter(function (p) { return p.page === page; })[0] || null;
      show(saved);
      // Opened online after the site changed: the saved copy is brought up to date, or left whole.
      if (saved && navigator.onLine) savePage(listUrl, saved).then(show, function () {});
    });
  }

  function setUpSavedList(list) {
    var empty = list.parentNode.querySelector(".saved-empty");
    var removable = !!document.querySelector(".page-saved");
    savedPages().then(function (pages) {
      list.textContent = "";
      pages.forEach(function (saved) {
        var item = document.createElement("li"), link = document.createElement("a");
        link.href = saved.page;
        link.textContent = saved.meta.title;
        var when = new Date(saved.meta.savedAt).toLocaleDateString(document.documentElement.lang || undefined,
          { day: "numeric", month: "short", year: "numeric" });
        var note = document.createElement("span");
        note.className = "muted";
        note.textContent = " · saved " + when + " · " + sizeText(saved.meta.bytes);
        item.append(link, note);
        if (removable) {
          var button = document.createElement("button");
          button.type = "button";
          button.textContent = "Remove";
          button.setAttribute("aria-label", "Remove " + saved.meta.title);
          button.addEventListener("click", function () { removeSaved(saved.page).then(function () { setUpSavedList(list); }); });
          item.append(" ", button);
        }
        list.append(item);
      });
      list.hidden = !pages.length;
      if (empty) empty.hidden = !!pages.length;
    });
  }

  function setUpOffline() {
    var worker = document.documentElement.getAttribute("data-service-worker");
    // No service worker from file:// or where the browser has none: no button, nothing saved.
    if (!worker || !("serviceWorker" in navigator) || !window.caches || !/^https?:$/.test(location.protocol)) return;
    // The manifest is linked from here: a browser cannot read it from file://, and would say so in the console.
    var manifest = document.createElement("link");
    manifest.rel = "manifest";
    manifest.href = document.documentElement.getAttribute("data-manifest");
    document.head.appendChild(manifest);
    navigator.serviceWorker.register(worker, { scope: offlineScope() }).then(function () {
      document.querySelectorAll(".nav-saved").forEach(function (item) { item.hidden = false; });
      document.querySelectorAll(".save-offline[data-list]").forEach(setUpSaveButton);
    }, function () {});
    document.querySelectorAll(".saved-list").forEach(setUpSavedList);
  }

  // The gallery's viewer: a photo over the page, the arrow keys and buttons to the previous and next, Escape or
  // Close back to the thumbnail it was opened from. Without the script each thumbnail links to the photo.
  function setUpGallery(section) {
    var dialog = section.querySelector("dialog.viewer");
    if (!dialog || typeof dialog.showModal !== "function") return;
    var photos = Array.prototype.map.call(section.querySelectorAll(".gallery-grid > li"), function (item) {
      var link = item.querySelector("a[data-photo]");
      function text(selector) {
        var element = item.querySelector(selector);
        return element ? element.textContent.replace(/\s+/g, " ").trim() : "";
      }
      return {
        number: link.getAttribute("data-photo"),
        src: link.getAttribute("href"),
        alt: link.querySelector("img") ? link.querySelector("img").alt : "",
        caption: text(".gallery-caption"),
        meta: text(".gallery-meta")
      };
    });
    if (!photos.length) return;
    // In the viewer only while it is open: an image with no photo is no valid <img>, and one in the page would
    // load its photo before the viewer is opened.
    var image = document.createElement("img");
    image.className = "viewer-image";
    var figure = dialog.querySelector(".viewer-figure");
    var caption = dialog.querySelector(".viewer-caption-text");
    var meta = dialog.querySelector(".viewer-meta");
    var count = dialog.querySelector(".viewer-count");
    var close = dialog.querySelector(".viewer-close");
    var current = 0;
    var opener = null;
    function show(index) {
      current = (index + photos.length) % photos.length;
      var photo = photos[current];
      image.src = photo.src;
      image.alt = photo.alt;
      if (!image.parentNode) figure.insertBefore(image, figure.firstChild);
      caption.textContent = photo.caption;
      meta.textContent = photo.meta;
      count.textContent = count.getAttribute("data-words")
        .replace("{n}", String(current + 1)).replace("{total}", String(photos.length));
    }
    document.querySelectorAll("a[data-photo]").forEach(function (link) {
      link.addEventListener("click", function (event) {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        var index = photos.findIndex(function (photo) { return photo.number === link.getAttribute("data-photo"); });
        if (index < 0) return;
        event.preventDefault();
        opener = link;
        show(index);
        dialog.showModal();
        close.focus();
      });
    });
    dialog.querySelector(".viewer-previous").addEventListener("click", function () { show(current - 1); });
    dialog.querySelector(".viewer-next").addEventListener("click", function () { show(current + 1); });
    close.addEventListener("click", function () { dialog.close(); });
    dialog.addEventListener("keydown", function (event) {
      if (event.key === "ArrowRight") show(current + 1);
      else if (event.key === "ArrowLeft") show(current - 1);
      else return;
      event.preventDefault();
    });
    // A click on the backdrop, outside the dialog's box, closes it.
    dialog.addEventListener("click", function (event) { if (event.target === dialog) dialog.close(); });
    dialog.addEventListener("close", function () {
      image.remove();
      if (opener) opener.focus();
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("section.gallery").forEach(setUpGallery);
    document.querySelectorAll(".trip-when[data-start]").forEach(setUpWhen);
    document.querySelectorAll("section[data-trips=upcoming]").forEach(setUpTripLists);
    document.querySelectorAll("nav.day-index").forEach(setUpDayIndex);
    document.querySelectorAll("select[data-sort-target]").forEach(setUpSorting);
    document.querySelectorAll("select[data-filter-target]").forEach(setUpStarFilter);
    document.querySelectorAll("fieldset.filters").forEach(setUpFilters);
    document.querySelectorAll("form.search-form").forEach(setUpSearch);
    setUpOffline();
  });
})();
