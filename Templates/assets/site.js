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

  // Search over the list the page already holds, accent- and case-insensitively.
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  function setUpSearch(form) {
    var input = form.querySelector("input");
    var items = Array.prototype.slice.call(document.querySelectorAll(".search-results li"));
    var status = document.querySelector(".search-status");
    var texts = items.map(function (item) { return fold(item.getAttribute("data-search") || ""); });
    form.hidden = false;
    function apply() {
      var words = fold(input.value).split(/\s+/).filter(Boolean);
      var count = 0;
      items.forEach(function (item, index) {
        var match = words.every(function (word) { return texts[index].indexOf(word) >= 0; });
        item.hidden = !match;
        if (match) count += 1;
      });
      if (status) status.textContent = words.length ? count + (count === 1 ? " result" : " results") : "";
    }
    form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
    input.addEventListener("input", apply);
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

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("nav.day-index").forEach(setUpDayIndex);
    document.querySelectorAll("select[data-sort-target]").forEach(setUpSorting);
    document.querySelectorAll("select[data-filter-target]").forEach(setUpStarFilter);
    document.querySelectorAll("fieldset.filters").forEach(setUpFilters);
    document.querySelectorAll("form.search-form").forEach(setUpSearch);
  });
})();
