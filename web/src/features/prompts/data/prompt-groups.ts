/** Example prompts, grouped as the spec lists them. Original descriptions, written to show the
 * habits the tutorials teach: subject first, concrete details, light and mood, then a style. */

export interface PromptExample {
  title: string
  prompt: string
}

export interface PromptGroup {
  name: string
  examples: PromptExample[]
}

export const PROMPT_GROUPS: PromptGroup[] = [
  {
    name: 'Birthday',
    examples: [
      {
        title: 'Cozy reading nook',
        prompt:
          'A cozy reading nook with a stack of mystery novels, a cup of tea and a birthday cupcake with a single candle, warm evening light, watercolor style',
      },
      {
        title: 'Party pup',
        prompt:
          'A golden retriever wearing a paper party hat beside a chocolate cake with three candles, bright balloons in the background, cheerful afternoon light, cartoon style',
      },
      {
        title: 'Garden celebration',
        prompt:
          'A long garden table set for a birthday picnic, strawberries, lemonade and a tall layered cake, bunting between apple trees, soft golden hour, vintage illustration',
      },
    ],
  },
  {
    name: 'Holiday',
    examples: [
      {
        title: 'Snowy house at dusk',
        prompt:
          'A small blue house at dusk with snow on the roof, warm light in every window, a red sled by the door and two dogs in scarves on the porch, watercolor style',
      },
      {
        title: 'Winter lanterns',
        prompt:
          'Paper lanterns glowing along a snowy village street at night, soft falling snow, deep navy sky with gold accents, calm and festive, minimalist illustration',
      },
      {
        title: 'Kitchen baking',
        prompt:
          'A warm kitchen full of holiday baking, trays of cinnamon cookies, flour on the counter, steam on the window and a sleeping cat on a chair, photorealistic, cozy light',
      },
    ],
  },
  {
    name: 'Thank You',
    examples: [
      {
        title: 'Lemon tart',
        prompt:
          'A sunny kitchen counter with a fresh lemon tart, a vase of daisies and a handwritten recipe card, bright cheerful light, vintage style',
      },
      {
        title: 'Bouquet of thanks',
        prompt:
          'A loose bouquet of peonies and eucalyptus wrapped in brown paper on a wooden table, soft morning light from a window, gentle pastel colors, watercolor style',
      },
      {
        title: 'Teacher’s desk',
        prompt:
          'A tidy teacher’s desk with a shiny red apple, colorful pencils in a jar and a small potted plant, a chalkboard with doodled stars behind, cheerful cartoon style',
      },
    ],
  },
  {
    name: 'Congratulations',
    examples: [
      {
        title: 'Graduation sunrise',
        prompt:
          'A graduation cap resting on a stack of books on a hilltop at sunrise, confetti drifting in the breeze, wide open sky, hopeful and bright, photorealistic',
      },
      {
        title: 'New home',
        prompt:
          'A front door painted teal with a new welcome mat, potted lavender on the steps and moving boxes in the hallway, late afternoon sun, warm watercolor style',
      },
      {
        title: 'Lavender field wedding',
        prompt:
          'Two bicycles leaning against a stone wall by a lavender field at sunset, a wicker basket of wildflowers, soft romantic light, watercolor style',
      },
    ],
  },
  {
    name: 'Seasonal',
    examples: [
      {
        title: 'Spring blossoms',
        prompt:
          'A cherry tree in full blossom beside a quiet pond, petals drifting onto the water, a wooden bench in the shade, misty spring morning, soft pastel watercolor',
      },
      {
        title: 'Summer beach',
        prompt:
          'A striped beach umbrella and two deck chairs on an empty beach, turquoise water, a sandcastle with a tiny flag, bright midday sun, minimalist illustration',
      },
      {
        title: 'Autumn path',
        prompt:
          'A winding path through a forest of orange and red maples, a red fox crossing in the distance, fallen leaves and low golden light, detailed painterly style',
      },
    ],
  },
  {
    name: 'Artistic Style',
    examples: [
      {
        title: 'Bold abstract',
        prompt:
          'An abstract composition of overlapping circles and sweeping brush strokes in coral, teal and mustard yellow, energetic and joyful, textured paper background',
      },
      {
        title: 'Line-art minimalism',
        prompt:
          'A single continuous line drawing of a hand holding a small flower, black ink on warm off-white paper, lots of calm empty space, minimalist style',
      },
      {
        title: 'Retro travel poster',
        prompt:
          'A lighthouse on a rocky coast with sailboats on the horizon, flat bold shapes, limited palette of navy, cream and red, vintage travel poster style',
      },
    ],
  },
]
