//! A small valid RGB PNG, a gradient, made without an imaging library.

use flate2::Compression;
use flate2::write::ZlibEncoder;
use std::io::Write;

pub fn gradient(side: u32) -> Vec<u8> {
    blocky(side, 1)
}

/// The same gradient in squares of `block` pixels: a coarser picture of the
/// same size, as a partial image is.
pub fn blocky(side: u32, block: u32) -> Vec<u8> {
    let block = block.max(1);
    // Each row: filter byte 0, then R, G, B per pixel.
    let mut rows = Vec::with_capacity((side * (side * 3 + 1)) as usize);
    for y in 0..side {
        rows.push(0);
        let y = y / block * block;
        for x in 0..side {
            let x = x / block * block;
            rows.extend_from_slice(&[shade(x, side), shade(y, side), 160]);
        }
    }
    let mut deflated = ZlibEncoder::new(Vec::new(), Compression::default());
    deflated.write_all(&rows).expect("writing to memory");
    let deflated = deflated.finish().expect("writing to memory");

    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&side.to_be_bytes());
    header.extend_from_slice(&side.to_be_bytes());
    header.extend_from_slice(&[8, 2, 0, 0, 0]); // 8-bit RGB, no interlace
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut png, b"IHDR", &header);
    chunk(&mut png, b"IDAT", &deflated);
    chunk(&mut png, b"IEND", &[]);
    png
}

fn shade(at: u32, side: u32) -> u8 {
    (at * 255 / side) as u8
}

fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    png.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    png.extend_from_slice(kind);
    png.extend_from_slice(data);
    png.extend_from_slice(&crc.finalize().to_be_bytes());
}
