from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GenerateImageRequest")


@_attrs_define
class GenerateImageRequest:
    """
    Attributes:
        prompt (str): 10 to 4000 characters, not counting spaces around them.
        background (None | str | Unset): Only `transparent`, with png or webp.
        output_compression (int | None | Unset): 0 to 100, jpeg and webp only (default 80 for them).
        output_format (None | str | Unset): png (default), jpeg or webp.
        quality (None | str | Unset): low, medium (default), high or auto.
        size (None | str | Unset): 1024x1024 (default), 1024x1536, 1536x1024 or auto.
        style (None | str | Unset): natural or vivid (default).
        uploaded_image (None | str | Unset): A photo to use, as a `data:` URL: PNG, JPEG or WebP, under 5 MB, at
            most 4096 pixels a side.
    """

    prompt: str
    background: None | str | Unset = UNSET
    output_compression: int | None | Unset = UNSET
    output_format: None | str | Unset = UNSET
    quality: None | str | Unset = UNSET
    size: None | str | Unset = UNSET
    style: None | str | Unset = UNSET
    uploaded_image: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        prompt = self.prompt

        background: None | str | Unset
        if isinstance(self.background, Unset):
            background = UNSET
        else:
            background = self.background

        output_compression: int | None | Unset
        if isinstance(self.output_compression, Unset):
            output_compression = UNSET
        else:
            output_compression = self.output_compression

        output_format: None | str | Unset
        if isinstance(self.output_format, Unset):
            output_format = UNSET
        else:
            output_format = self.output_format

        quality: None | str | Unset
        if isinstance(self.quality, Unset):
            quality = UNSET
        else:
            quality = self.quality

        size: None | str | Unset
        if isinstance(self.size, Unset):
            size = UNSET
        else:
            size = self.size

        style: None | str | Unset
        if isinstance(self.style, Unset):
            style = UNSET
        else:
            style = self.style

        uploaded_image: None | str | Unset
        if isinstance(self.uploaded_image, Unset):
            uploaded_image = UNSET
        else:
            uploaded_image = self.uploaded_image

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "prompt": prompt,
            }
        )
        if background is not UNSET:
            field_dict["background"] = background
        if output_compression is not UNSET:
            field_dict["outputCompression"] = output_compression
        if output_format is not UNSET:
            field_dict["outputFormat"] = output_format
        if quality is not UNSET:
            field_dict["quality"] = quality
        if size is not UNSET:
            field_dict["size"] = size
        if style is not UNSET:
            field_dict["style"] = style
        if uploaded_image is not UNSET:
            field_dict["uploadedImage"] = uploaded_image

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        prompt = d.pop("prompt")

        def _parse_background(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        background = _parse_background(d.pop("background", UNSET))

        def _parse_output_compression(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        output_compression = _parse_output_compression(d.pop("outputCompression", UNSET))

        def _parse_output_format(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        output_format = _parse_output_format(d.pop("outputFormat", UNSET))

        def _parse_quality(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        quality = _parse_quality(d.pop("quality", UNSET))

        def _parse_size(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        size = _parse_size(d.pop("size", UNSET))

        def _parse_style(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        style = _parse_style(d.pop("style", UNSET))

        def _parse_uploaded_image(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        uploaded_image = _parse_uploaded_image(d.pop("uploadedImage", UNSET))

        generate_image_request = cls(
            prompt=prompt,
            background=background,
            output_compression=output_compression,
            output_format=output_format,
            quality=quality,
            size=size,
            style=style,
            uploaded_image=uploaded_image,
        )

        return generate_image_request
