/* itineshary: the interactive maps of a site that sets `map: { tiles: … }` in site.yml. Each build-time
   SVG map gets a Leaflet map over the tiles in front of it, with the same numbered markers, linked the
   same way; the SVG stays for printing and for browsers without JavaScript. */
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || typeof L === "undefined") return;
  var tiles = script.getAttribute("data-tiles");
  var attribution = script.getAttribute("data-attribution") || "";
  var escape = function (text) {
    var span = document.createElement("span");
    span.textContent = text;
    return span.innerHTML;
  };
  var start = function () {
    var maps = document.querySelectorAll("svg.route-map");
    for (var m = 0; m < maps.length; m++) live(maps[m]);
  };
  var live = function (svg) {
    var elements = svg.querySelectorAll(".map-point[data-lat-lon]");
    if (!elements.length) return;
    var box = document.createElement("div");
    box.className = "map-live";
    var title = svg.querySelector("title");
    box.setAttribute("role", "region");
    if (title) box.setAttribute("aria-label", title.textContent);
    var view = svg.viewBox.baseVal;
    box.style.aspectRatio = view.width + " / " + view.height;
    box.style.maxWidth = view.width + "px";
    svg.parentNode.insertBefore(box, svg);
    svg.classList.add("map-replaced");
    var map = L.map(box, { scrollWheelZoom: false, zoomSnap: 0.25 });
    L.tileLayer(tiles, { attribution: escape(attribution), maxZoom: 19 }).addTo(map);
    var routes = (svg.getAttribute("data-route") || "").split(";");
    var colours = (svg.getAttribute("data-route-colours") || "").split(" ");
    for (var r = 0; r < routes.length; r++) {
      if (!routes[r]) continue;
      var line = routes[r].split(" ").map(function (pair) { return pair.split(",").map(Number); });
      L.polyline(line, { color: colours[r] || "#c2410c", weight: 3, interactive: false }).addTo(map);
    }
    var bounds = [];
    for (var i = 0; i < elements.length; i++) {
      var e = elements[i];
      var at = e.getAttribute("data-lat-lon").split(",").map(Number);
      var circle = e.querySelector(".map-marker");
      var number = e.querySelector(".map-number");
      var marker = L.circleMarker(at, {
        radius: number ? 11 : 8, color: "#ffffff", weight: 2, fillOpacity: 1,
        fillColor: circle ? circle.getAttribute("fill") : "#555f6b"
      }).addTo(map);
      if (number) {
        marker.bindTooltip(number.textContent, { permanent: true, direction: "center", className: "map-live-number" });
      }
      var href = e.getAttribute("href");
      if (href) marker.on("click", (function (target) { return function () { window.location.href = target; }; })(href));
      bounds.push(at);
    }
    map.fitBounds(bounds, { padding: [30, 30], maxZoom: 15 });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
