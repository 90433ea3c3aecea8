import { crc32 } from 'node:zlib';

/**
 * Small files whose bytes are what their names say (and a few that are not), built in memory
 * so the upload tests carry no binary fixtures: the signatures `file-type` reads are real.
 */

/** A one-page PDF: header, an object, the trailer. */
export function pdfBytes(padTo = 0): Buffer {
  const body = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return padTo > body.length ? Buffer.concat([body, Buffer.alloc(padTo - body.length, 0x20)]) : body;
}

export function pngBytes(): Buffer {
  return Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
}

export function jpegBytes(): Buffer {
  return Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(64)]);
}

/** An OLE compound file (the container of .doc and .xls), which `file-type` names `cfb`. */
export function oleBytes(): Buffer {
  const bytes = Buffer.alloc(1024);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(bytes);
  return bytes;
}

/** A ZIP archive with stored (uncompressed) entries. */
function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `[Content_Types].xml` naming the main part, which is what tells Word files from Excel ones. */
const CONTENT_TYPES = (part: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`;

export function docxBytes(): Buffer {
  return zipBytes({
    '[Content_Types].xml': CONTENT_TYPES('word/document.xml', 'wordprocessingml.document'),
    'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });
}

export function xlsxBytes(): Buffer {
  return zipBytes({
    '[Content_Types].xml': CONTENT_TYPES('xl/workbook.xml', 'spreadsheetml.sheet'),
    'xl/workbook.xml': '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
  });
}

/** The EICAR anti-virus test file, assembled here so no scanner flags this source file itself. */
export function eicarBytes(): Buffer {
  return Buffer.from(['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''));
}
