/**
 * Stands in for html2canvas, canvg and dompurify, which jsPDF imports lazily for `doc.html()`
 * and SVG only. vite.config.ts aliases the three packages here so the build does not ship
 * (and the service worker does not precache) 380 KB the printables never load.
 */
function unused(): never {
  throw new Error(
    'jsPDF optional plugin called: the printables draw without html2canvas, canvg or dompurify',
  );
}

export default unused;
