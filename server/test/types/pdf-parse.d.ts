// pdf-parse 1 ships no types; the agreement test reads only the extracted text
declare module 'pdf-parse/lib/pdf-parse.js' {
  export default function pdfParse(data: Buffer): Promise<{ text: string; numpages: number }>;
}
