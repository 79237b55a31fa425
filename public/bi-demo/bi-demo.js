// The simulated BI service of the memory profile (ADR 23): draws the figures it is given in its address
// (the demo's BI token answer: type, pharmacy, figures as 'YYYY-MM:value,…'). It runs in a sandboxed
// frame without same-origin access and builds its content with DOM calls only (no markup from the
// address is ever parsed).
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var type = params.get('type') || 'bi-sales';
  var names = { 'bi-sales': ['Ventas', 'Ventas (€)', true], 'bi-stocks': ['Stock', 'Valor del stock (€)', true], 'bi-marketing': ['Marketing', 'Mensajes enviados', false] };
  var kind = names[type] || names['bi-sales'];
  var money = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' });
  var count = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0, useGrouping: 'always' });
  var format = function (value) { return (kind[2] ? money : count).format(value).replace(/\u00a0|\u202f/g, ' '); };
  var monthNames = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
  var points = (params.get('figures') || '').split(',').map(function (part) {
    var match = /^(\d{4})-(\d{2}):(-?\d+(?:\.\d+)?)$/.exec(part);
    return match ? { label: monthNames[Number(match[2]) - 1] + ' ' + match[1].slice(2), value: Number(match[3]) } : null;
  }).filter(Boolean);

  document.getElementById('title').textContent = kind[0] + ' · ' + (params.get('pharmacy') || 'Farmacia');
  document.getElementById('measure').textContent = kind[1];
  document.getElementById('caption').textContent = kind[1] + ', últimos 12 meses';
  var total = points.reduce(function (sum, point) { return sum + point.value; }, 0);
  document.getElementById('summary').textContent = points.length === 0 ? 'Sin datos' : 'Total 12 meses: ' + format(total);

  var body = document.querySelector('#figures tbody');
  points.forEach(function (point) {
    var row = document.createElement('tr');
    var head = document.createElement('th');
    head.scope = 'row';
    head.textContent = point.label;
    var cell = document.createElement('td');
    cell.textContent = format(point.value);
    row.append(head, cell);
    body.append(row);
  });

  var svg = document.getElementById('chart');
  var ns = 'http://www.w3.org/2000/svg';
  var max = Math.max.apply(null, points.map(function (point) { return point.value; }).concat([1]));
  var width = 720 / Math.max(1, points.length);
  points.forEach(function (point, index) {
    var height = (point.value / max) * 220;
    var bar = document.createElementNS(ns, 'rect');
    bar.setAttribute('x', String(index * width + 6));
    bar.setAttribute('y', String(230 - height));
    bar.setAttribute('width', String(width - 12));
    bar.setAttribute('height', String(height));
    bar.setAttribute('fill', '#1c7ed6');
    var label = document.createElementNS(ns, 'text');
    label.setAttribute('x', String(index * width + width / 2));
    label.setAttribute('y', '252');
    label.setAttribute('text-anchor', 'middle');
    label.setAttribute('font-size', '12');
    label.textContent = point.label;
    svg.append(bar, label);
  });
}());
