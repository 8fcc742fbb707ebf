/** The landing page's example cards. Their pictures are made by the server's built-in
 * renderer and served from the image store (crates/server/src/images/examples.rs). */
export interface ExampleCard {
  id: string
  title: string
  imageUrl: string
  altText: string
  /** The back of the card. */
  description: string
}

/** The files are 1024×1536 (portrait, like a folded card). */
export const EXAMPLE_IMAGE_WIDTH = 1024
export const EXAMPLE_IMAGE_HEIGHT = 1536

const exampleImage = (file: string) => `/api/images/file/images/${file}`

export const EXAMPLE_CARDS: ExampleCard[] = [
  {
    id: 'birthday',
    title: 'Birthday Celebration Card',
    imageUrl: exampleImage('birthday-card.webp'),
    altText: 'A birthday card with balloons, bunting, a frosted cake and presents, reading Happy Birthday',
    description:
      'Balloons, bunting and a frosted cake for a birthday worth celebrating. Add their name and a message, and it is ready to send.',
  },
  {
    id: 'anniversary',
    title: 'Anniversary Celebration Card',
    imageUrl: exampleImage('anniversary-card.webp'),
    altText: 'An anniversary card with two golden rings on a pink heart between red roses, reading Happy Anniversary',
    description:
      'Roses and golden rings for the years you have shared. Pick an elegant style and let the card say what words alone cannot.',
  },
  {
    id: 'thank-you',
    title: 'Thank You Card',
    imageUrl: exampleImage('thank-you-card.webp'),
    altText: 'A thank you card with the words Thank You inside a wreath of leaves and wildflowers',
    description:
      'A wreath of wildflowers to say thank you to a friend, a teacher or a neighbour who went out of their way.',
  },
  {
    id: 'congratulations',
    title: 'Congratulations Card',
    imageUrl: exampleImage('congratulations-card.webp'),
    altText: 'A congratulations card with a golden trophy, stars and confetti, reading Congratulations',
    description:
      'A golden trophy, stars and confetti for a new job, a graduation or any win worth cheering. Bright, bold and made in seconds.',
  },
]
