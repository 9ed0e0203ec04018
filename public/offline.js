// The offline page (public/sw.js serves it without a connection): the insurance cards and the
// emergency data the app kept on this device (src/lib/offline-card.ts), already in words.
'use strict';
// The look (theme, larger text) is set by /boot.js, which offline.html loads first.

function element(tag, className, text) {
  var node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

function rows(list, pairs) {
  pairs.forEach(function (pair) {
    if (pair[1] === null || pair[1] === undefined || pair[1] === '') return;
    list.appendChild(element('dt', null, pair[0]));
    list.appendChild(element('dd', null, pair[1]));
  });
}

function groupCardNumber(number) {
  var compact = String(number).replace(/\s+/g, '');
  return (compact.match(/.{1,4}/g) || [compact]).join(' ');
}

function formatMoment(iso) {
  var date = new Date(iso);
  if (isNaN(date.getTime())) return '';
  var minutes = String(date.getMinutes()).padStart(2, '0');
  return date.getDate() + '. ' + (date.getMonth() + 1) + '. ' + date.getFullYear() + ' ' + date.getHours() + ':' + minutes;
}

function personSection(person, index) {
  var section = element('section', 'osoba');
  var headingId = 'osoba-' + index;
  section.setAttribute('aria-labelledby', headingId);
  var name = person.karta ? person.karta.jmeno + ' ' + person.karta.prijmeni : 'Pojištěnec';
  var heading = element('h2', null, name);
  heading.id = headingId;
  section.appendChild(heading);
  if (person.karta) {
    var card = element('div', 'karta');
    card.appendChild(element('h3', null, 'Průkaz pojištěnce a evropský průkaz'));
    var list = element('dl');
    rows(list, [
      ['Jméno a příjmení', name],
      ['Datum narození', person.karta.narozen],
      ['Číslo pojištěnce', person.karta.osobniCislo],
      ['Pojišťovna', person.karta.instituce.kod + ' – ' + person.karta.instituce.nazev],
      ['Číslo karty', groupCardNumber(person.karta.cisloKarty)],
      ['Platnost do', person.karta.platnostDo],
    ]);
    card.appendChild(list);
    section.appendChild(card);
  }
  if (person.emergentniUdaje) {
    var emergency = element('div', 'emergentni');
    emergency.appendChild(element('h3', null, 'Emergentní údaje'));
    var data = person.emergentniUdaje;
    var emergencyList = element('dl');
    rows(emergencyList, [
      ['Kontaktní osoba', data.osoba],
      ['Telefon', data.telefon],
      ['Vztah', data.vztah],
      ['Krevní skupina', data.krevniSkupina],
      ['Poslední očkování proti tetanu', data.posledniOckovaniTetanus],
      ['Doplňující informace', data.doplnujiciInformace],
    ]);
    emergency.appendChild(emergencyList);
    section.appendChild(emergency);
  }
  section.appendChild(element('p', 'aktualizovano', 'Naposledy aktualizováno ' + formatMoment(person.aktualizovano) + '.'));
  return section;
}

function show(data) {
  var target = document.getElementById('osoby');
  target.textContent = '';
  var people = data && Array.isArray(data.osoby) ? data.osoby : [];
  if (people.length === 0) {
    target.appendChild(
      element(
        'p',
        null,
        'V tomto zařízení není uložený žádný průkaz. Po připojení k internetu se přihlaste a otevřete Průkaz pojištěnce; pak bude k dispozici i offline.',
      ),
    );
    return;
  }
  people.forEach(function (person, index) {
    target.appendChild(personSection(person, index));
  });
}

fetch('/offline/data.json')
  .then(function (response) {
    return response.json();
  })
  .then(show, function () {
    show(null);
  });
